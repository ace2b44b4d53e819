import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { createTestDatabase } from '#test-support/test-database';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { createOutboxRepo, type OutboxMessage, type OutboxRepo } from './outbox.repo.ts';
import { linkSealingKey } from './sealed-links.ts';
import { renderMessage } from './templates/message.ts';
import {
  parseMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '#test-support/test-smtp-server';

const FROM = 'Wood Pellets <orders@shop.test>';
let handle: DatabaseHandle;
let repo: OutboxRepo;
let smtp: TestSmtpServer;
let mailer: Mailer;
let clock: number;
const log = { info: () => {}, warn: () => {}, error: () => {} };
const linkKey = linkSealingKey('delivery-test-secrets-key-of-32-chars');

beforeAll(async () => {
  handle = await createTestDatabase();
  repo = createOutboxRepo(handle.db);
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await handle.db.delete(emailOutbox);
  smtp = await startTestSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
  // Ahead of the database clock, so freshly queued rows are due.
  clock = Date.now() + 1000;
});
afterEach(async () => {
  mailer.close();
  await smtp.stop();
});

const worker = (options: { maxAttempts?: number } = {}) =>
  createMailWorker({ repo, linkKey, mailer, now: () => new Date(clock), log, ...options });

const message = (n: number): OutboxMessage => ({
  to: `customer${n}@example.com`,
  replyTo: 'sales@shop.test',
  subject: `Order confirmation #${n} - Northfield Wood Pellets`,
  body: {
    title: `Order confirmation #${n}`,
    preheader: '',
    blocks: [{ kind: 'paragraph', text: `Thank you for order ${n}. Total £606.90` }],
    footer: [],
  },
});

const subjects = () => smtp.received.map((m) => m.header('subject')).sort();

describe('mail worker over SMTP', () => {
  it('delivers queued mail with its headers and marks it sent', async () => {
    const [id] = await repo.enqueue([message(1)]);
    expect(await worker().runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['customer1@example.com']);
    expect(mail?.header('to')).toBe('customer1@example.com');
    expect(mail?.header('from')).toBe(FROM);
    expect(mail?.header('reply-to')).toBe('sales@shop.test');
    expect(mail?.header('subject')).toBe('Order confirmation #1 - Northfield Wood Pellets');
    expect(mail?.text).toContain('Thank you for order 1. Total £606.90');
    expect(mail?.raw).toContain('text/html');
    expect(await repo.listAll()).toMatchObject([
      { id, status: 'sent', attempts: 1, sentAt: new Date(clock) },
    ]);
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends a message again under the same Message-ID, unlike any other message', async () => {
    const [first] = await repo.enqueue([message(1), message(2)]);
    expect(await worker().runOnce()).toMatchObject({ sent: 2 });
    // As when a server died after the SMTP server took the message but before it was marked.
    await handle.db
      .update(emailOutbox)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.id, first!));
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });

    const ids = smtp.received.map((mail) => mail.header('message-id'));
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^<outbox-\d+-\d+@shop\.test>$/);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('retries mail the server refused for now, and delivers each exactly once later', async () => {
    await repo.enqueue([message(1), message(2), message(3)]);
    smtp.refuseRecipients = { code: 451, message: 'Greylisted, try again later' };
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect((await repo.listAll())[0]?.lastError).toContain('451');

    smtp.refuseRecipients = null;
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += retryDelayMs(1);
    expect(await worker().runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    clock += 24 * 3600_000;
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(subjects()).toEqual([1, 2, 3].map((n) => message(n).subject));
  });

  it('waits out a server that is down and loses nothing', async () => {
    await repo.enqueue([message(1), message(2), message(3)]);
    await smtp.stop();
    for (let i = 0; i < 10; i += 1) {
      // One probe per run: the rest of the batch is handed back untried.
      expect(await worker({ maxAttempts: 3 }).runOnce()).toEqual({
        sent: 0,
        retried: 1,
        failed: 0,
      });
      clock += retryDelayMs(99);
    }
    expect((await repo.listAll()).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    await smtp.start();
    expect(await worker({ maxAttempts: 3 }).runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(subjects()).toEqual([1, 2, 3].map((n) => message(n).subject));
  });

  it('gives up a message the server keeps refusing after maxAttempts', async () => {
    const errors: string[] = [];
    const failing = createMailWorker({
      repo,
      linkKey,
      mailer,
      now: () => new Date(clock),
      log: { ...log, error: (_details, text) => void errors.push(text) },
      maxAttempts: 3,
    });
    await repo.enqueue([message(1)]);
    smtp.refuseRecipients = { code: 550, message: 'No such user' };
    expect(await failing.runOnce()).toMatchObject({ retried: 1 });
    clock += retryDelayMs(1);
    expect(await failing.runOnce()).toMatchObject({ retried: 1 });
    clock += retryDelayMs(2);
    expect(await failing.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await repo.listAll()).toMatchObject([{ status: 'failed', attempts: 3 }]);
    expect((await repo.listAll())[0]?.lastError).toContain('550');
    expect(errors).toHaveLength(1);
    clock += 24 * 3600_000;
    expect(await failing.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

describe('mailer', () => {
  it('upgrades with STARTTLS when the server offers it', async () => {
    const tlsServer = await startTestSmtpServer({ disabledCommands: ['AUTH'] });
    // The test server's certificate is self-signed; the URL can say so, as an operator would.
    const tlsMailer = createMailer({
      smtpUrl: `${tlsServer.url}?tls.rejectUnauthorized=false`,
      outboxDir: '/nonexistent',
      from: FROM,
    });
    try {
      await tlsMailer.send(renderMessage(message(1)));
      expect(tlsServer.received).toMatchObject([
        { secure: true, envelopeTo: ['customer1@example.com'] },
      ]);
    } finally {
      tlsMailer.close();
      await tlsServer.stop();
    }
  });

  it('describes where mail goes without the password', () => {
    const withLogin = createMailer({
      smtpUrl: 'smtp://user:secret@mail.example.com:587',
      outboxDir: '',
      from: FROM,
    });
    expect(withLogin.describe).toBe(
      'SMTP smtp://mail.example.com:587 (with login), STARTTLS required',
    );
    withLogin.close();
    expect(() =>
      createMailer({ smtpUrl: 'http://mail.example.com', outboxDir: '', from: FROM }),
    ).toThrow(/smtp/);
  });

  it('writes an .eml file per message when there is no SMTP server', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'pellets-mail-')), 'outbox');
    const files = createMailer({ outboxDir: dir, from: FROM });
    try {
      expect(files.describe).toContain(dir);
      await files.send({ ...renderMessage(message(1)), replyTo: null, html: null });
      await files.send(renderMessage(message(2)));
      const names = (await readdir(dir)).sort();
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
      const first = parseMail(await readFile(join(dir, names[0]!), 'utf8'));
      const both = [first, parseMail(await readFile(join(dir, names[1]!), 'utf8'))];
      const one = both.find((m) => m.header('to') === 'customer1@example.com');
      expect(one?.header('subject')).toBe(message(1).subject);
      expect(one?.header('from')).toBe(FROM);
      expect(one?.header('reply-to')).toBeUndefined();
      expect(one?.text).toContain('Total £606.90');
      const two = both.find((m) => m.header('to') === 'customer2@example.com');
      expect(two?.header('reply-to')).toBe('sales@shop.test');
      expect(two?.text).toContain('Thank you for order 2.');
    } finally {
      files.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
