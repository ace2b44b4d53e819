import { LoaderCircle, Send } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { TextareaField } from '#client/components/ui/form-kit.tsx';
import { CONTACT_LIMITS } from '#client/features/contact/contact-limits.ts';
import { useContactForm } from '#client/features/contact/use-contact-form.ts';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { SecurityCheckField } from '#client/components/security-check-field.tsx';

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
      <SecurityCheckField {...field('answer')} question={challenge.question} />
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
