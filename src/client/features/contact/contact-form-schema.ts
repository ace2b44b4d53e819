import { z } from 'zod/mini';
import { isPlainMultiLineText, isSingleLine } from '#domain/plain-text';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_MIN_LENGTH,
} from '#client/features/contact/contact-limits.ts';

/**
 * The contact form's own rules and messages (spec section 5, client). The server checks the
 * same fields again with ContactMessageSchema; the limits (contact-limits.ts) match it (a unit test holds
 * them together). They are not imported from it because that module pulls the whole of zod
 * into this page; zod/mini keeps the download small.
 */

export const contactMessages = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address.',
  subject: 'Please enter a subject.',
  message: `Please enter a message with at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  singleLine: 'Must be a single line without control characters',
  controlCharacters: 'Must not contain control characters',
} as const;

function text(min: number, minMessage: string, max: number, lines: 'single' | 'multi' = 'single') {
  const plain =
    lines === 'single'
      ? z.refine<string>(isSingleLine, contactMessages.singleLine)
      : z.refine<string>(isPlainMultiLineText, contactMessages.controlCharacters);
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(min, minMessage),
      z.maxLength(max, contactMessages.tooLong(max)),
      plain,
    );
}

export const ContactFormSchema = z.object({
  name: text(1, contactMessages.name, CONTACT_LIMITS.name),
  email: text(1, contactMessages.email, CONTACT_LIMITS.email).check(
    z.refine((value) => value === '' || z.regexes.email.test(value), contactMessages.emailFormat),
  ),
  subject: text(1, contactMessages.subject, CONTACT_LIMITS.subject),
  message: text(
    CONTACT_MESSAGE_MIN_LENGTH,
    contactMessages.message,
    CONTACT_LIMITS.message,
    'multi',
  ),
  /** The security answer: checked on its own and never sent. */
  answer: z.string(),
});

export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactFormValues = z.output<typeof ContactFormSchema>;
