import { describe, expect, it } from 'vitest';
import { createMailWorker, retryDelayMs, type MailWorkerDeps } from './mail-worker.ts';
import type { OutboxRow } from './outbox.repo.ts';
import { linkSealingKey, sealLinks } from './sealed-links.ts';

const linkKey = linkSealingKey('worker-test-secrets-key-of-32-characters');

/** An in-memory outbox with the repo's rules, to test the worker's decisions alone. */
function memoryOutbox(count: number) {
  const rows: OutboxRow[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    toAddress: `c${i + 1}@example.com`,
    replyTo: null,
    subject: `Message ${i + 1}`,
    body: { title: `Message ${i + 1}`, preheader: '', blocks: [], footer: [] },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(0),
    lastError: null,
    orderId: null,
    holdKey: null,
    createdAt: new Date(0),
    sentAt: null,
    attachments: null,
    kind: 'transactional',
    customerId: null,
    bodyClearedAt: null,
  }));
  const byId = (id: number) => rows.find((r) => r.id === id)!;
  let claiming = 0;
  const repo = {
    rows,
    maxConcurrentClaims: 0,
    async claimDue(now: Date, limit: number, leaseMs: number) {
      claiming += 1;
      repo.maxConcurrentClaims = Math.max(repo.maxConcurrentClaims, claiming);
      await new Promise((resolve) => setTimeout(resolve, 5));
      claiming -= 1;
      const due = rows
        .filter((r) => r.status === 'pending' && r.nextAttemptAt <= now)
        .slice(0, limit);
      for (const r of due)
        Object.assign(r, {
          attempts: r.attempts + 1,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        });
      return due.map((r) => ({ ...r }));
    },
    async markSent(id: number, now: Date) {
      Object.assign(byId(id), { status: 'sent', sentAt: now });
    },
    async scheduleRetry(id: number, error: string, nextAttemptAt: Date) {
      Object.assign(byId(id), { lastError: error, nextAttemptAt });
    },
    async markFailed(id: number, error: string) {
      Object.assign(byId(id), { status: 'failed', lastError: error });
    },
    async release(ids: number[], nextAttemptAt: Date) {
      for (const id of ids)
        Object.assign(byId(id), { attempts: byId(id).attempts - 1, nextAttemptAt });
    },
  } satisfies MailWorkerDeps['repo'] & Record<string, unknown>;
  return repo;
}

const quietLog = () => {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) =>
    void lines.push({ level, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
};

const refused = () =>
  Object.assign(new Error('451 try later'), { code: 'EENVELOPE', responseCode: 451 });
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });

describe('retryDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
    [10_000, 3_600_000],
  ])('after %i attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

describe('mail worker', () => {
  it('sends a sealed link opened, and gives up an email whose link does not open', async () => {
    const repo = memoryOutbox(2);
    const link = (url: string) => ({
      title: 'Reset',
      preheader: '',
      blocks: [{ kind: 'action' as const, label: 'Reset', url }],
      footer: [],
    });
    repo.rows[0]!.body = sealLinks(linkKey, link('http://shop.test/reset-password?token=T1'));
    const otherKey = linkSealingKey('another-secrets-key-of-at-least-32-chars');
    repo.rows[1]!.body = sealLinks(otherKey, link('http://shop.test/reset-password?token=T2'));
    const sent: string[] = [];
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer: { send: async (message) => void sent.push(message.text) },
      now: () => new Date(1000),
      log: quietLog(),
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('http://shop.test/reset-password?token=T1');
    expect(repo.rows[1]).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/SECRETS_KEY/),
    });
  });

  it('never runs two batches at once in one process', async () => {
    const repo = memoryOutbox(6);
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer: { send: async () => {} },
      now: () => new Date(1000),
      log: quietLog(),
      batchSize: 2,
    });
    const results = await Promise.all([
      worker.runOnce(),
      worker.runOnce(),
      worker.runOnce(),
      worker.runOnce(),
    ]);
    expect(repo.maxConcurrentClaims).toBe(1);
    expect(results.map((r) => r.sent)).toEqual([2, 2, 2, 0]);
  });

  it('backs off a refused message and gives it up after maxAttempts', async () => {
    const repo = memoryOutbox(1);
    let clock = 1000;
    const log = quietLog();
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer: { send: async () => Promise.reject(refused()) },
      now: () => new Date(clock),
      log,
      maxAttempts: 3,
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(repo.rows[0]!.nextAttemptAt).toEqual(new Date(clock + 30_000));
    clock += 30_000;
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(repo.rows[0]!.nextAttemptAt).toEqual(new Date(clock + 60_000));
    clock += 60_000;
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(repo.rows[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'EENVELOPE: 451 try later',
    });
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(1);
  });

  it('stops the batch when the transport is down and keeps the mail however long it lasts', async () => {
    const repo = memoryOutbox(3);
    let clock = 1000;
    let down = true;
    const sent: string[] = [];
    const mailer = {
      send: async (m: { to: string }) =>
        down ? Promise.reject(unreachable()) : void sent.push(m.to),
    };
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer,
      now: () => new Date(clock),
      log: quietLog(),
      maxAttempts: 2,
    });
    for (let i = 0; i < 5; i += 1) {
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      clock += retryDelayMs(10);
    }
    expect(repo.rows.every((r) => r.status === 'pending')).toBe(true);
    down = false;
    expect(await worker.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(sent.sort()).toEqual(['c1@example.com', 'c2@example.com', 'c3@example.com']);
  });

  it('hands rows back rather than send them late in its lease', async () => {
    const repo = memoryOutbox(3);
    let clock = 0;
    const mailer = { send: async () => void (clock += 40_000) };
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer,
      now: () => new Date(clock),
      log: quietLog(),
      leaseMs: 100_000,
    });
    expect(await worker.runOnce()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(repo.rows[2]).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(80_000),
    });
  });

  it('stop() waits for the run in progress, which hands back what it has not tried', async () => {
    const repo = memoryOutbox(3);
    let finishSend!: () => void;
    const mailer = { send: () => new Promise<void>((resolve) => (finishSend = resolve)) };
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer,
      now: () => new Date(1000),
      log: quietLog(),
    });
    const run = worker.runOnce();
    await expect.poll(() => finishSend).toBeDefined();
    const stopped = worker.stop();
    finishSend();
    await stopped;
    expect(await run).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(repo.rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
  });

  it('start() delivers the backlog and kick() delivers new mail without waiting for the poll', async () => {
    const repo = memoryOutbox(2);
    const log = quietLog();
    const worker = createMailWorker({
      repo,
      linkKey,
      mailer: { send: async () => {} },
      now: () => new Date(),
      log,
    });
    worker.start(60_000);
    await expect.poll(() => repo.rows.filter((r) => r.status === 'sent').length).toBe(2);
    repo.rows.push({
      ...repo.rows[0]!,
      id: 3,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(0),
    });
    worker.kick();
    worker.kick();
    await expect.poll(() => repo.rows[2]!.status, { timeout: 2000 }).toBe('sent');
    await worker.stop();
    expect(log.lines.filter((l) => l.message === 'Email sent')).toHaveLength(3);
  });
});
