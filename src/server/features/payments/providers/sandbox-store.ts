/** The provider's statuses that the sandbox plays out (wonderful.md "Statuses"). */
export type SandboxStatus =
  'pending' | 'accepted' | 'completed' | 'rejected' | 'cancelled' | 'expired';

/** A payment nobody finished on the sandbox page within this long expires, as at a provider. */
export const SANDBOX_EXPIRES_AFTER_MS = 60 * 60_000;

/** The sandbox's calls a test can make fail: creating a payment, or reading its status. */
export type SandboxCall = 'create' | 'status';
/**
 * How the next such call fails: `error` an HTTP 500, `timeout` no answer in time (a created
 * payment is made all the same, as when a real answer is lost), `not_found` an HTTP 404.
 */
export type SandboxFailure = 'error' | 'timeout' | 'not_found';

export interface SandboxPayment {
  id: string;
  reference: string;
  amountPence: number;
  customerEmail: string;
  customerName: string | null;
  description: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  status: SandboxStatus;
  /** The bank the person chose on the sandbox page (the provider's selectedAspsp). */
  bankId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The shop withdrew it (the order changed): its page refuses it and says why. */
  cancelledByShop?: boolean;
}

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

/**
 * Sandbox payments live in this process's memory: they vanish on restart and are not shared
 * between app servers. That is fine for a stand-in used in development and tests; the shop's own
 * payment rows (in the database) are what matter. The oldest are dropped past `maxPayments`,
 * so a long-running sandbox cannot grow without bound. A pending payment older than
 * `expiresAfterMs` reads as expired.
 */
export function createSandboxStore(
  options: { maxPayments?: number; expiresAfterMs?: number; now?: () => Date } = {},
) {
  const maxPayments = options.maxPayments ?? 1000;
  const expiresAfterMs = options.expiresAfterMs ?? SANDBOX_EXPIRES_AFTER_MS;
  const now = options.now ?? (() => new Date());
  const payments = new Map<string, SandboxPayment>();
  const failures: { call: SandboxCall; how: SandboxFailure }[] = [];

  function expireIfDue(payment: SandboxPayment): void {
    const at = now();
    if (payment.status !== 'pending') return;
    if (at.getTime() - payment.createdAt.getTime() < expiresAfterMs) return;
    Object.assign(payment, { status: 'expired', updatedAt: at });
  }

  return {
    add(payment: SandboxPayment): void {
      payments.set(payment.id, payment);
      // A Map iterates in insertion order, so the first key is the oldest payment.
      for (const id of payments.keys()) {
        if (payments.size <= maxPayments) break;
        payments.delete(id);
      }
    },
    get(id: string): SandboxPayment | undefined {
      const payment = payments.get(id);
      if (payment) expireIfDue(payment);
      return payment && { ...payment };
    },
    update(id: string, change: Partial<Pick<SandboxPayment, 'status' | 'bankId' | 'updatedAt'>>) {
      const payment = payments.get(id);
      if (payment) Object.assign(payment, change);
    },
    /** The shop withdraws a payment still waiting for the customer; false once it is not. */
    cancelByShop(id: string, at: Date): boolean {
      const payment = payments.get(id);
      if (payment?.status !== 'pending') return false;
      Object.assign(payment, { status: 'cancelled', cancelledByShop: true, updatedAt: at });
      return true;
    },
    /** Newest first. */
    all(): SandboxPayment[] {
      return [...payments.values()].reverse().map((payment) => {
        expireIfDue(payment);
        return { ...payment };
      });
    },
    /** Every payment gone, as after a restart of the shop. */
    clear(): void {
      payments.clear();
    },
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
