import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Runs `work` in one transaction of the shop's database: all of it commits, or none. */
export type Transaction = <T>(
  work: (tx: Database) => Promise<T>,
  config?: PgTransactionConfig,
) => Promise<T>;

/** The work each open transaction (begun by a runner below) has left for after its commit. */
const committing = new WeakMap<Database, (() => void)[]>();

/**
 * Begins transactions on `db` that can be given work for after they commit (afterCommit).
 * The list lives with the transaction rather than with its caller, so code deep inside a
 * change (an email queued by a helper of a helper) needs only the `tx` it was handed, and
 * nobody has to remember to pass a count back up: the list runs once COMMIT has succeeded,
 * and is simply dropped with the transaction when anything rolls it back.
 */
export function createTransaction(db: Database): Transaction {
  return async (work, config) => {
    const callbacks: (() => void)[] = [];
    const result = await db.transaction((tx) => {
      committing.set(tx, callbacks);
      return work(tx);
    }, config);
    for (const callback of callbacks) callback();
    return result;
  };
}

/**
 * Runs `callback` once what `db` wrote is committed: after the transaction's commit when `db`
 * is one begun by createTransaction, at once when `db` is the database itself (each statement
 * commits on its own). A transaction begun any other way (db.transaction, a savepoint) cannot
 * tell us when it commits, so that is refused rather than guessed.
 */
export function afterCommit(db: Database, callback: () => void): void {
  const callbacks = committing.get(db);
  if (callbacks) callbacks.push(callback);
  else if (db instanceof PgTransaction) {
    throw new Error('afterCommit needs a transaction begun by createTransaction');
  } else callback();
}
