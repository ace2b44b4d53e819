import type { Database } from '#server/db/client';
import { createSandboxPaymentsMemory } from './sandbox-payments.memory.ts';
import { createSandboxPaymentsRepo, type SandboxChange } from './sandbox-payments.repo.ts';
import type { SandboxPayment, SandboxStatus } from './sandbox-payment.ts';

/** A payment nobody finished on the sandbox page within this long expires, as at a provider. */
export const SANDBOX_EXPIRES_AFTER_MS = 60 * 60_000;

/** The sandbox's calls a test can make fail: creating a payment, or reading its status. */
export type SandboxCall = 'create' | 'status';
/**
 * How the next such call fails: `error` an HTTP 500, `timeout` no answer in time (a created
 * payment is made all the same, as when a real answer is lost), `not_found` an HTTP 404.
 */
export type SandboxFailure = 'error' | 'timeout' | 'not_found';

export interface SandboxBank {
  bank_id: string;
  bank_name: string;
  bank_logo: string | null;
  status: 'online' | 'issues' | 'offline';
}

/** Made-up banks in the provider's supported-banks shape; an offline one cannot be chosen. */
export const SANDBOX_BANKS: readonly SandboxBank[] = [
  {
    bank_id: 'sandbox-northern',
    bank_name: 'Northern Test Bank',
    bank_logo: null,
    status: 'online',
  },
  {
    bank_id: 'sandbox-mutual',
    bank_name: 'Sandbox Building Society',
    bank_logo: null,
    status: 'online',
  },
  {
    bank_id: 'sandbox-slow',
    bank_name: 'Slowcoach Bank (reported issues)',
    bank_logo: null,
    status: 'issues',
  },
  {
    bank_id: 'sandbox-offline',
    bank_name: 'Offline Bank (offline)',
    bank_logo: null,
    status: 'offline',
  },
];

export const findSandboxBank = (bankId: string) =>
  SANDBOX_BANKS.find((bank) => bank.bank_id === bankId && bank.status !== 'offline');

/** The payments kept: older ones are deleted by the shop's clean-up job. */
export const SANDBOX_KEEPS = 1000;

/**
 * Sandbox payments live in PostgreSQL (sandbox_payments), so the payment page works whichever
 * app server serves it and survives a restart; with the embedded database (`db` null), in
 * this process's memory (sandbox-payments.memory.ts says why). A pending payment older than
 * `expiresAfterMs` reads as expired. `failNext` (tests only) stays in this process's memory.
 */
export function createSandboxStore(options: {
  db: Database | null;
  expiresAfterMs?: number;
  now?: () => Date;
}) {
  const expiresAfterMs = options.expiresAfterMs ?? SANDBOX_EXPIRES_AFTER_MS;
  const now = options.now ?? (() => new Date());
  const repo = options.db ? createSandboxPaymentsRepo(options.db) : createSandboxPaymentsMemory();
  const failures: { call: SandboxCall; how: SandboxFailure }[] = [];

  /** Payments created at or before this instant have expired unless finished. */
  function expiryLine(at: Date): Date {
    return new Date(at.getTime() - expiresAfterMs);
  }

  return {
    add: (payment: SandboxPayment) => repo.insert(payment),
    async get(id: string): Promise<SandboxPayment | undefined> {
      const at = now();
      await repo.expirePending(expiryLine(at), at, id);
      return repo.find(id);
    },
    /** Changes a payment, only while its status is `from` when given; true when it changed. */
    update: (id: string, change: SandboxChange, from?: SandboxStatus) =>
      repo.update(id, change, from),
    /** The shop withdraws a payment still waiting for the customer; false once it is not. */
    cancelByShop: (id: string, at: Date) => repo.cancelPending(id, at),
    /** The back office's invoice list, newest first. */
    async all(): Promise<SandboxPayment[]> {
      const at = now();
      await repo.expirePending(expiryLine(at), at);
      return repo.listNewestFirst();
    },
    /** Deletes all but the newest payments (the clean-up job). */
    prune: (keep = SANDBOX_KEEPS) => repo.keepNewest(keep),
    /** Every payment gone. */
    clear: () => repo.deleteAll(),
    /** For tests: the next `call` fails as `how` says (queued, each used once). */
    failNext(call: SandboxCall, how: SandboxFailure): void {
      failures.push({ call, how });
    },
    /** The failure queued for `call`, taken off the queue; undefined when none is. */
    takeFailure(call: SandboxCall): SandboxFailure | undefined {
      const index = failures.findIndex((failure) => failure.call === call);
      return index === -1 ? undefined : failures.splice(index, 1)[0]?.how;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
