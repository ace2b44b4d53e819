import { z } from 'zod';
import { ContactMessageSchema } from '../schemas/contact.ts';
import { defineEndpoint } from './endpoint.ts';

export const CONTACT_THANKS = "Thank you for your message. We'll get back to you within 24 hours.";

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send the business a message from the contact form',
  access: 'public',
  perMinute: 5,
  body: ContactMessageSchema,
  response: { status: 200, schema: z.object({ message: z.string() }) },
});

export const contactEndpoints = { sendContactMessage };
