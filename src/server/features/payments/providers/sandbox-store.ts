/** The provider's statuses that the sandbox plays out (wonderful.md "Statuses"). */
export type SandboxStatus = 'pending' | 'accepted' | 'completed' | 'rejected' | 'cancelled';

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
 * so a long-running sandbox cannot grow without bound.
 */
export function createSandboxStore(options: { maxPayments?: number } = {}) {
  const maxPayments = options.maxPayments ?? 1000;
  const payments = new Map<string, SandboxPayment>();

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
      return [...payments.values()].reverse().map((payment) => ({ ...payment }));
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
