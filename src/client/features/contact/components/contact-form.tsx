import { useId, type ReactNode } from 'react';
import { LoaderCircle, Send, ShieldCheck } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { CONTACT_LIMITS } from '#client/features/contact/contact-form-schema.ts';
import { useContactForm } from '#client/features/contact/use-contact-form.ts';
import { ClientForm } from '#client/components/ui/client-form.tsx';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, its control and the control's hint and error, tied together by ids. */
function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function ContactForm() {
  const { form, challenge, isSending, onSubmit } = useContactForm();
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('name')}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.email}
            />
          )}
        </Field>
      </div>
      <Field label="Subject" error={errors.subject?.message}>
        {(control) => (
          <Input {...control} {...register('subject')} maxLength={CONTACT_LIMITS.subject} />
        )}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('message')}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
          />
        )}
      </Field>
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-700">
          <ShieldCheck aria-hidden className="size-4 text-forest-600" />
          Security check
        </p>
        <Field
          label={challenge.question}
          hint="Type the answer in numbers, to show you're not a robot."
        >
          {(control) => (
            <Input
              {...control}
              {...register('answer')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              className="max-w-32"
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={isSending} className="w-full sm:w-auto">
          {isSending ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <Send aria-hidden className="size-5" />
          )}
          {isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </ClientForm>
  );
}
