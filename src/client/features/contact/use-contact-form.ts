import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';

import * as endpoints from '#shared/api/contact';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import type { ContactFormInput } from '#client/features/contact/contact-form-schema.ts';
import { createChallenge, isCorrectAnswer, nextChallenge } from '#client/lib/security-check.ts';
import { usePageRandom } from '#client/lib/use-page-random.ts';

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

/** Field order, for picking the first problem to name in the 'Validation Error' toast. */
const CONTACT_FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;

const emptyForm: ContactFormInput = { name: '', email: '', subject: '', message: '', answer: '' };

/**
 * The contact form's behaviour: field rules, the arithmetic check (never sent), the send, and
 * a fresh form with a new challenge after a successful send or a failed check.
 */
export function useContactForm() {
  const random = usePageRandom();
  const [challenge, setChallenge] = useState(() => createChallenge(random));
  const sending = useEndpointForm({
    endpoint: endpoints.sendContactMessage,
    schema: () =>
      import('#client/features/contact/contact-form-schema.ts').then((m) => m.ContactFormSchema),
    defaultValues: emptyForm,
    request: ({ answer, ...message }) => {
      if (isCorrectAnswer(challenge, answer)) return { body: message };
      toast({
        title: contactToasts.verificationTitle,
        description: contactToasts.verification,
        variant: 'destructive',
      });
      startOver();
      return false;
    },
    success: { title: contactToasts.sentTitle, description: contactToasts.sent },
    failure: { title: contactToasts.failedTitle, fallback: contactToasts.failed },
    onSuccess: () => startOver(),
    onInvalid,
  });
  const { form } = sending;

  function startOver(): void {
    form.reset(emptyForm);
    setChallenge((previous) => nextChallenge(previous));
  }

  function onInvalid(errors: FieldErrors<ContactFormInput>): void {
    const first = CONTACT_FIELD_ORDER.map((field) => errors[field]?.message).find(Boolean);
    toast({
      title: contactToasts.validationTitle,
      description: first ?? 'Please check the form and try again.',
      variant: 'destructive',
    });
  }

  return { form, challenge, isSending: sending.isPending, onSubmit: sending.onSubmit };
}
