import { LoaderCircle, Send, ShieldCheck } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { TextareaField } from '#client/components/ui/form-kit.tsx';
import { CONTACT_LIMITS } from '#client/features/contact/contact-limits.ts';
import { useContactForm } from '#client/features/contact/use-contact-form.ts';
import { ClientForm } from '#client/components/ui/client-form.tsx';

export function ContactForm() {
  const { form, challenge, isSending, onSubmit } = useContactForm();
  const { errors } = form.formState;
  const field = (name: 'name' | 'email' | 'subject' | 'message' | 'answer') => ({
    id: `contact-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
        />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <TextField {...field('subject')} label="Subject" maxLength={CONTACT_LIMITS.subject} />
      <TextareaField
        {...field('message')}
        label="Message"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
      />
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-700">
          <ShieldCheck aria-hidden className="size-4 text-forest-600" />
          Security check
        </p>
        <TextField
          {...field('answer')}
          label={challenge.question}
          hint="Type the answer in numbers, to show you're not a robot."
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          className="[&_input]:max-w-32"
        />
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
