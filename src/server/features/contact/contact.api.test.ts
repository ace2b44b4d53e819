import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test-support/test-app';
import type { MailerMessage } from '../mail/mailer.ts';
import { CONTACT_ACKNOWLEDGEMENT_SUBJECT } from '../mail/templates/contact-acknowledgement-email.ts';
import { ACKNOWLEDGEMENTS_PER_HOUR } from './acknowledgement-limit.ts';

const HOUR_MS = 60 * 60 * 1000;
// Ahead of the real clock only, as the outbox's rows are stamped by the database.
let clockAhead = 0;
const sent: MailerMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    now: () => new Date(Date.now() + clockAhead),
    mailer: { send: async (message) => void sent.push(message), close: () => {}, describe: 'test' },
  });
});
afterAll(async () => t.close());
beforeEach(() => void sent.splice(0));

async function sendMessage(email: string, subject = 'Delivery access') {
  const answered = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Bob Jones', email, subject, message: 'Can you deliver on Saturday?' },
  });
  expect(answered.statusCode).toBe(200);
}

const toCustomerService = () => sent.filter((mail) => mail.subject.startsWith('Contact form: '));
const acknowledgementsTo = (email: string) =>
  sent.filter((mail) => mail.to === email && mail.subject === CONTACT_ACKNOWLEDGEMENT_SUBJECT);

describe('POST /api/contact', () => {
  it('queues the message for customer service and an acknowledgement for the sender', async () => {
    await sendMessage('bob@example.com');
    await t.mailWorker.runOnce();

    expect(toCustomerService()).toHaveLength(1);
    expect(toCustomerService()[0]).toMatchObject({
      replyTo: 'bob@example.com',
      subject: 'Contact form: Delivery access',
    });
    const [acknowledgement] = acknowledgementsTo('bob@example.com');
    expect(acknowledgement).toMatchObject({ replyTo: 'service@shop.test' });
    expect(acknowledgement!.text).toContain('Dear Bob Jones,');
    expect(acknowledgement!.text).toContain("We'll get back to you within 24 hours.");
    expect(acknowledgement!.text).toContain('Delivery access');
    expect(acknowledgement!.text).toContain('> Can you deliver on Saturday?');
    expect(sent).toHaveLength(2);
  });

  it('acknowledges a mailbox only so often, while every message still reaches customer service', async () => {
    for (let i = 0; i <= ACKNOWLEDGEMENTS_PER_HOUR; i++) {
      // The same mailbox however it is written.
      await sendMessage(i % 2 ? 'Flood@Example.com' : 'flood@example.com', `Message ${i}`);
    }
    await t.mailWorker.runOnce();
    expect(toCustomerService()).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR + 1);
    const acknowledged = sent.filter((mail) => mail.subject === CONTACT_ACKNOWLEDGEMENT_SUBJECT);
    expect(acknowledged).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR);

    // Another mailbox is not held back by this one.
    await sendMessage('someone-else@example.com');
    await t.mailWorker.runOnce();
    expect(acknowledgementsTo('someone-else@example.com')).toHaveLength(1);

    clockAhead += HOUR_MS + 1;
    sent.splice(0);
    await sendMessage('flood@example.com');
    await t.mailWorker.runOnce();
    expect(acknowledgementsTo('flood@example.com')).toHaveLength(1);
  });
});
