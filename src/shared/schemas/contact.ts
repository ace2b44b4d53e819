import { z } from 'zod';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** POST /api/contact (spec section 5, server-side schema and messages). */
export const ContactMessageSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
    email: z
      .string({ error: 'Valid email is required' })
      .trim()
      .max(254, 'Valid email is required')
      .pipe(z.email('Valid email is required')),
    subject: z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, 'Subject is required')
      .max(200),
    message: z
      .string({ error: 'Message must be at least 10 characters' })
      .trim()
      .min(CONTACT_MESSAGE_MIN_LENGTH, 'Message must be at least 10 characters')
      .max(5000, 'Message must be at most 5000 characters'),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
