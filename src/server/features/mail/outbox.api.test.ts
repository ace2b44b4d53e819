import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { createTransaction, type Transaction } from '#server/db/transaction';
import { createTestDatabase } from '#test-support/test-database';
import { createOutbox, type Outbox, type OutboxMessage } from './outbox.ts';

let handle: DatabaseHandle;
let transaction: Transaction;
beforeAll(async () => {
  handle = await createTestDatabase();
  transaction = createTransaction(handle.db);
});
afterAll(async () => handle.close());

/** What app.ts does with a queued count: the metric and the worker's wake-up. */
const counted = vi.fn<(count: number) => void>();
const kick = vi.fn<() => void>();
let outbox: Outbox;
beforeEach(async () => {
  await handle.db.delete(emailOutbox);
  counted.mockReset();
  kick.mockReset();
  outbox = createOutbox({
    secretsKey: 'outbox-test-secrets-key-of-32-characters',
    onQueued: (count) => {
      counted(count);
      kick();
    },
  });
});

const mail = (n: number): OutboxMessage => ({
  to: `customer${n}@example.com`,
  subject: `Message ${n}`,
  body: { title: `Message ${n}`, preheader: '', blocks: [], footer: [`Body ${n}`] },
});
const stored = async () => (await handle.db.select().from(emailOutbox)).length;

describe('outbox.queue', () => {
  it('counts the emails and wakes the worker once their transaction commits, not before', async () => {
    const ids = await transaction(async (tx) => {
      const queued = await outbox.queue(tx, [mail(1), mail(2)]);
      // Still uncommitted: a worker woken now could not see the rows.
      expect(counted).not.toHaveBeenCalled();
      expect(kick).not.toHaveBeenCalled();
      return queued;
    });
    expect(ids).toHaveLength(2);
    expect(counted.mock.calls).toEqual([[2]]);
    expect(kick).toHaveBeenCalledTimes(1);
    expect(await stored()).toBe(2);
  });

  it('never counts nor wakes the worker for emails whose transaction rolls back', async () => {
    await expect(
      transaction(async (tx) => {
        await outbox.queue(tx, [mail(1)]);
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('the change was refused');
    expect(counted).not.toHaveBeenCalled();
    expect(kick).not.toHaveBeenCalled();
    expect(await stored()).toBe(0);
  });

  it('forgets the rolled-back emails: the next committed transaction counts only its own', async () => {
    await transaction(async (tx) => {
      await outbox.queue(tx, [mail(1), mail(2), mail(3)]);
      throw new Error('undone');
    }).catch(() => {});
    await transaction((tx) => outbox.queue(tx, [mail(4)]));
    expect(counted.mock.calls).toEqual([[1]]);
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('adds up several queues in one transaction, each counted after the commit', async () => {
    await transaction(async (tx) => {
      await outbox.queue(tx, [mail(1)]);
      await outbox.queue(tx, [mail(2), mail(3)]);
    });
    expect(counted.mock.calls).toEqual([[1], [2]]);
    expect(await stored()).toBe(3);
  });

  it('counts at once an email queued on the database itself (it commits on its own)', async () => {
    await outbox.queue(handle.db, [mail(1)]);
    expect(counted.mock.calls).toEqual([[1]]);
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('counts nothing when there is nothing to queue', async () => {
    await transaction((tx) => outbox.queue(tx, []));
    expect(counted).not.toHaveBeenCalled();
    expect(kick).not.toHaveBeenCalled();
  });

  it('refuses a transaction whose commit it cannot see, and so rolls it back', async () => {
    await expect(handle.db.transaction((tx) => outbox.queue(tx, [mail(1)]))).rejects.toThrow(
      /createTransaction/,
    );
    expect(counted).not.toHaveBeenCalled();
    expect(await stored()).toBe(0);
  });
});
