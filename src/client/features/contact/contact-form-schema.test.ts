import { describe, expect, it } from 'vitest';

import {
  CONTACT_MESSAGE_MIN_LENGTH as SERVER_MESSAGE_MIN_LENGTH,
  ContactMessageSchema,
} from '#shared/schemas/contact';
import { ContactFormSchema } from './contact-form-schema.ts';
import { CONTACT_LIMITS, CONTACT_MESSAGE_MIN_LENGTH } from './contact-limits.ts';

const valid = {
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  subject: 'Delivery to DN15',
  message: 'Can you deliver 6 tonnes next month?',
  answer: '10',
};

function firstErrors(input: Record<string, string>) {
  const result = ContactFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('ContactFormSchema', () => {
  it('refuses what the server refuses: control characters, line breaks outside the message', () => {
    const message = 'Hello,\r\nCan you deliver?\n\tThanks';
    const input = { ...valid, message };
    expect(ContactFormSchema.safeParse(input).success).toBe(true);
    const server = ({ answer: _answer, ...sent }: typeof valid) => sent;
    expect(ContactMessageSchema.safeParse(server(input)).success).toBe(true);
    for (const bad of [
      { ...valid, name: 'Eve\r\nBcc: x@y.z' },
      { ...valid, subject: 'Hi\u2028there' },
      { ...valid, message: 'Hello there\u0007!' },
    ]) {
      expect(ContactFormSchema.safeParse(bad).success).toBe(false);
      expect(ContactMessageSchema.safeParse(server(bad)).success).toBe(false);
    }
    expect(firstErrors({ ...valid, name: 'Eve\nX' })).toEqual({
      name: 'Must be a single line without control characters',
    });
  });

  it('gives the spec messages for an empty form', () => {
    expect(firstErrors({ name: '', email: '', subject: '', message: '', answer: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message with at least 10 characters.',
    });
  });

  it('trims every field before checking it', () => {
    expect(firstErrors({ ...valid, name: '   ', message: '  123456789  ' })).toEqual({
      name: 'Please enter your name.',
      message: 'Please enter a message with at least 10 characters.',
    });
    const result = ContactFormSchema.parse({ ...valid, name: '  Jane  ', email: ' a@b.co ' });
    expect(result).toMatchObject({ name: 'Jane', email: 'a@b.co' });
  });

  it('asks for a valid email address once one is typed', () => {
    expect(firstErrors({ ...valid, email: 'jane@' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });
});

describe('client and server limits', () => {
  it('agree on the minimum message length', () => {
    expect(CONTACT_MESSAGE_MIN_LENGTH).toBe(SERVER_MESSAGE_MIN_LENGTH);
  });

  it('agree on the longest accepted value of each field', () => {
    const longest = {
      name: 'n'.repeat(CONTACT_LIMITS.name),
      email: `${'e'.repeat(CONTACT_LIMITS.email - 12)}@example.com`,
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    };
    expect(ContactMessageSchema.safeParse(longest).success).toBe(true);
    expect(ContactFormSchema.safeParse({ ...longest, answer: '' }).success).toBe(true);
    for (const field of ['name', 'subject', 'message'] as const) {
      const tooLong = { ...longest, [field]: `${longest[field]}x` };
      expect(ContactMessageSchema.safeParse(tooLong).success).toBe(false);
      expect(ContactFormSchema.safeParse({ ...tooLong, answer: '' }).success).toBe(false);
    }
  });
});
