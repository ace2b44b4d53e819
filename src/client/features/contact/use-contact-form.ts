import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';

import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSendContactMessage } from '#client/features/contact/api/send-contact-message.ts';
import {
  CONTACT_FIELDS,
  ContactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from '#client/features/contact/contact-form-schema.ts';
import { createChallenge, isCorrectAnswer, nextChallenge } from '#client/lib/security-check.ts';
import { usePageRandom } from '#client/lib/page-seed.tsx';

/** Spec section 8 (Contact) and section 5 (Verification Failed). */
export const contactToasts = {
  sentTitle: 'Message Sent',
  sent: "Thank you for your message. We'll get back to you within 24 hours.",
  failedTitle: 'Error',
  failed: 'Failed to send message. Please try again.',
  verificationTitle: 'Verification Failed',
  verification: "Please solve the math problem correctly to verify you're not a robot.",
  validationTitle: 'Validation Error',
} as const;

const emptyForm: ContactFormInput = { name: '', email: '', subject: '', message: '', answer: '' };

/**
 * The contact form's behaviour: field rules, the arithmetic check (never sent), the send, and
 * a fresh form with a new challenge after a successful send or a failed check.
 */
export function useContactForm() {
  const random = usePageRandom();
  const [challenge, setChallenge] = useState(() => createChallenge(random));
  const mutation = useSendContactMessage();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: emptyForm,
  });

  function startOver(): void {
    form.reset(emptyForm);
    setChallenge((previous) => nextChallenge(previous));
  }

  function onValid({ answer, ...message }: ContactFormValues): void {
    // Enter in a field can submit again while the button is disabled.
    if (mutation.isPending) return;
    if (!isCorrectAnswer(challenge, answer)) {
      toast({
        title: contactToasts.verificationTitle,
        description: contactToasts.verification,
        variant: 'destructive',
      });
      startOver();
      return;
    }
    mutation.mutate(message, {
      onSuccess: () => {
        toast({
          title: contactToasts.sentTitle,
          description: contactToasts.sent,
          variant: 'success',
        });
        startOver();
      },
      onError: (err) => {
        toast({
          title: contactToasts.failedTitle,
          description: errorMessage(err, contactToasts.failed),
          variant: 'destructive',
        });
      },
    });
  }

  function onInvalid(errors: FieldErrors<ContactFormInput>): void {
    const first = CONTACT_FIELDS.map((field) => errors[field]?.message).find(Boolean);
    toast({
      title: contactToasts.validationTitle,
      description: first ?? 'Please check the form and try again.',
      variant: 'destructive',
    });
  }

  return {
    form,
    challenge,
    isSending: mutation.isPending,
    onSubmit: form.handleSubmit(onValid, onInvalid),
  };
}
