import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOrder } from '#test-support/customers';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';
import type { MailerMessage } from './mailer.ts';

const sent: MailerMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    mailer: { send: async (message) => void sent.push(message), close: () => {}, describe: 'test' },
  });
});
afterAll(async () => t.close());

const PHISHING =
  'Your card payment was declined. Pay now at https://evil.example/pay or www.evil.example, ' +
  'questions to billing@evil.example';

/** Anything of the visitor's a mail client would make a link of, in any form. */
const VISITOR_LINK = /evil\.example|https?:\/\/evil|www\.evil|billing@evil/i;

describe('text a visitor typed reaches no one as a link', () => {
  it('defangs links in an order confirmation to any address, and the tracking link still works', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: guestOrder({
        email: 'stranger@example.com',
        firstName: 'Billing',
        lastName: 'evil.example/pay',
        companyName: 'Pay at https://evil.example/pay',
        addressLine2: 'www.evil.example',
        delivery: { accessNotes: PHISHING },
      }),
    });
    expect(placed.statusCode).toBe(201);
    await t.mailWorker.runOnce();

    const confirmation = sent.find((m) => m.to === 'stranger@example.com');
    const notice = sent.find((m) => m.to === 'orders@shop.test');
    for (const mail of [confirmation, notice]) {
      expect(mail?.html).toBeTruthy();
      expect(mail!.text).not.toMatch(VISITOR_LINK);
      expect(mail!.html).not.toMatch(VISITOR_LINK);
      // Still there to read, as text.
      expect(mail!.text).toContain(
        'Pay now at https[:]//evil[.]example/pay or www[.]evil[.]example',
      );
      expect(mail!.text).toContain('billing[@]evil[.]example');
      expect(mail!.html).toContain('Pay at https[:]//evil[.]example/pay');
      // The customer's own address is theirs to see.
      expect(mail!.text).toContain('stranger@example.com');
    }

    // The only link is the shop's: the tracking page, a working address in both parts.
    const trackUrl = new RegExp(`${TEST_PUBLIC_URL}/track/[\\w-]{43}`);
    expect(confirmation!.text).toMatch(trackUrl);
    const hrefs = [...confirmation!.html!.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(trackUrl);
  });

  it('defangs links in a contact message to customer service', async () => {
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'www.evil.example',
        email: 'visitor@example.com',
        subject: 'Invoice',
        message: PHISHING,
      },
    });
    expect(answered.statusCode).toBe(200);
    await t.mailWorker.runOnce();

    const mail = sent.find((m) => m.to === 'service@shop.test');
    expect(mail!.text).not.toMatch(VISITOR_LINK);
    expect(mail!.html).not.toMatch(VISITOR_LINK);
    expect(mail!.text).toContain('> Your card payment was declined. Pay now at https[:]//evil');
    // Customer service answers the address the visitor gave: it stays as written.
    expect(mail!.text).toContain('visitor@example.com');
  });
});
