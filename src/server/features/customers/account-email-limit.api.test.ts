import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientKey } from '#domain/recipient-key';
import { EMAIL_VERIFICATION_MESSAGES } from '#shared/email-verification';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { newCustomerDetails, sessionCookieFrom } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { ACCOUNT_EMAILS_PER_DAY, ACCOUNT_EMAILS_PER_HOUR } from './account-email-limit.ts';

// Per-IP limits on, behind a trusted proxy: each request names its client in X-Forwarded-For,
// so spreading the flood across addresses gets past every per-IP limit.
let t: TestApp;
let clock = Date.parse('2026-12-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({
    config: { trustProxy: ['127.0.0.1'] },
    now: () => new Date(clock),
  });
});
afterAll(async () => t.close());

const SENT = "If your email is registered with us, you'll receive a password reset link shortly.";
const HOUR = 60 * 60 * 1000;
let client = 0;
/** Each request from another address behind the proxy. */
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': `203.0.113.${(client += 1)}`, ...(cookie ? { cookie } : {}) },
  });

/** The emails queued to one mailbox, whatever +tag or letter case they were sent to. */
async function emailsTo(mailbox: string) {
  const rows = await t.database.db.select().from(emailOutbox);
  return rows.filter((row) => recipientKey(row.toAddress) === mailbox);
}

describe('one mailbox', () => {
  it('gets a bounded number of account emails however many +tags and addresses ask', async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `Target+${i + 1}@example.com`);
    const cookies: string[] = [];
    for (const email of addresses) {
      const registered = await post('/api/customers/register', newCustomerDetails({ email }));
      // Every account is made, and signed in, as the visitor asked.
      expect(registered.statusCode).toBe(201);
      cookies.push(sessionCookieFrom(registered)!);
    }
    for (const email of addresses) {
      const asked = await post('/api/customers/forgot-password', { email });
      expect(asked.json()).toEqual({ message: SENT });
    }

    // One mailing each: a registration's welcome and verification, or a reset link.
    const mails = await emailsTo('target@example.com');
    expect(mails.filter((m) => m.subject.startsWith('Reset')).map((m) => m.toAddress)).toEqual([]);
    expect(mails).toHaveLength(2 * ACCOUNT_EMAILS_PER_HOUR);

    // Sending the link again counts against the same share.
    const resend = await post('/api/customers/me/verify-email', undefined, cookies[0]);
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.tooMany });

    // An hour on, a reset goes out again; the day's share holds past further hours.
    clock += HOUR;
    expect((await post('/api/customers/forgot-password', { email: addresses[7] })).json()).toEqual({
      message: SENT,
    });
    expect(
      (await emailsTo('target@example.com')).filter((m) => m.subject.startsWith('Reset')),
    ).toHaveLength(1);
    for (let hour = 0; hour < 3; hour += 1) {
      clock += HOUR;
      for (const email of addresses) await post('/api/customers/forgot-password', { email });
    }
    const mailings = (await emailsTo('target@example.com')).filter(
      (m) => m.subject.startsWith('Reset') || m.subject.startsWith('Welcome'),
    );
    expect(mailings).toHaveLength(ACCOUNT_EMAILS_PER_DAY);
  });
});
