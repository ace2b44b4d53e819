import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { guestOrder, registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { parseMail } from '#test-support/test-smtp-server';
import { createOutboxRepo } from './outbox.repo.ts';
import { SENT_LINK_PLACEHOLDER } from './outbox-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
});
afterAll(async () => t.close());

/** Every .eml the shop wrote, as the customer's mail client reads it. */
async function deliveredMail() {
  const files = (await readdir(t.outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (f) => parseMail(await readFile(join(t.outboxDir, f), 'utf8'))),
  );
}

/** The token of the last delivered link matching `pattern` (its first group). */
async function deliveredToken(pattern: RegExp): Promise<string> {
  const tokens = (await deliveredMail()).flatMap((m) => {
    const found = pattern.exec(m.text ?? '');
    return found?.[1] ? [found[1]] : [];
  });
  const token = tokens.at(-1);
  if (!token) throw new Error(`No delivered email holds ${pattern}`);
  return token;
}

/** The whole outbox table as text: every column of every row, bodies and errors included. */
const storedOutbox = async () => JSON.stringify(await t.database.db.select().from(emailOutbox));

describe('links in sent emails are not kept in the database', () => {
  it('keeps no password reset token once the email is sent, and the delivered link works', async () => {
    const { customer } = await registerCustomer(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/customers/forgot-password',
      payload: { email: customer.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.mailWorker.runOnce();

    const token = await deliveredToken(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(await storedOutbox()).not.toContain(token);
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, customer.email), like(emailOutbox.subject, 'Reset%')));
    // What the history needs stays: to whom, what, when.
    expect(row).toMatchObject({ status: 'sent', subject: expect.stringMatching(/^Reset your/) });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row?.body)).toContain(SENT_LINK_PLACEHOLDER);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customers/reset-password',
      payload: { token, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps no tracking token once the order confirmation is sent, and the link works', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: guestOrder({ email: 'tracked@example.com' }),
    });
    expect(placed.statusCode).toBe(201);
    await t.mailWorker.runOnce();

    const token = await deliveredToken(/\/track\/([A-Za-z0-9_.-]+)/);
    expect(await storedOutbox()).not.toContain(token);
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(tracked.statusCode).toBe(200);
  });

  it('removes the links of emails sent before this rule, in the clean-up job', async () => {
    const repo = createOutboxRepo(t.database.db);
    const [id] = await repo.enqueue([
      {
        to: 'old@example.com',
        subject: 'Reset your password',
        body: {
          title: 'Reset',
          preheader: '',
          blocks: [
            { kind: 'paragraph', text: 'Choose a new password.' },
            { kind: 'action', label: 'Reset', url: 'http://shop.test/reset-password?token=OLD1' },
            { kind: 'action', label: 'Track', url: 'http://shop.test/track/OLD2' },
          ],
          footer: ['Northfield'],
        },
      },
    ]);
    // Sent by an earlier version of the shop, which kept the body as it was.
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(emailOutbox.id, id!));
    expect(await storedOutbox()).toContain('OLD1');

    expect(await t.jobs.runDue()).toContain('clean-up');
    const text = await storedOutbox();
    expect(text).not.toContain('OLD1');
    expect(text).not.toContain('OLD2');
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row?.body.blocks).toEqual([
      { kind: 'paragraph', text: 'Choose a new password.' },
      { kind: 'action', label: 'Reset', url: SENT_LINK_PLACEHOLDER },
      { kind: 'action', label: 'Track', url: SENT_LINK_PLACEHOLDER },
    ]);
    expect(row?.subject).toBe('Reset your password');
  });
});
