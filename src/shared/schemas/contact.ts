import { z } from 'zod';
import { multiLine, singleLine } from './fields.ts';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** Spec section 5, server-side schema and messages. */
export const ContactMessageSchema = z
  .object({
    name: singleLine('Name is required').min(1, 'Name is required').max(200),
    email: singleLine('Valid email is required')
      .max(254, 'Valid email is required')
      .pipe(z.email('Valid email is required')),
    subject: singleLine('Subject is required').min(1, 'Subject is required').max(200),
    // Keeps its line breaks: the only multi-line field a visitor fills in.
    message: multiLine('Message must be at least 10 characters')
      .min(CONTACT_MESSAGE_MIN_LENGTH, 'Message must be at least 10 characters')
      .max(5000, 'Message must be at most 5000 characters'),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
