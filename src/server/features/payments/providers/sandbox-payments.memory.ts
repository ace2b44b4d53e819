import type { SandboxPaymentsRepo } from './sandbox-payments.repo.ts';
import type { SandboxPayment } from './sandbox-payment.ts';

/**
 * The sandbox's payments in this process's memory, for the embedded database: PGlite serves one
 * process only, and the shop calls the provider inside its order transaction, which holds
 * PGlite's single connection, so a store in PGlite would wait on itself.
 */
export function createSandboxPaymentsMemory(): SandboxPaymentsRepo {
  // A Map iterates in insertion order: oldest first.
  const payments = new Map<string, SandboxPayment>();
  const copy = (payment: SandboxPayment | undefined) => payment && { ...payment };

  return {
    insert: async (payment) => void payments.set(payment.id, { ...payment }),
    find: async (id) => copy(payments.get(id)),
    listNewestFirst: async () => [...payments.values()].reverse().map((p) => ({ ...p })),
    async update(id, values, from) {
      const payment = payments.get(id);
      if (!payment || (from && payment.status !== from)) return false;
      Object.assign(payment, values);
      return true;
    },
    async expirePending(createdBefore, at, id) {
      let changed = false;
      for (const payment of payments.values()) {
        if (id && payment.id !== id) continue;
        if (payment.status !== 'pending' || payment.createdAt > createdBefore) continue;
        Object.assign(payment, { status: 'expired', updatedAt: at });
        changed = true;
      }
      return changed;
    },
    async cancelPending(id, at) {
      const payment = payments.get(id);
      if (payment?.status !== 'pending') return false;
      Object.assign(payment, { status: 'cancelled', cancelledByShop: true, updatedAt: at });
      return true;
    },
    async keepNewest(keep) {
      for (const id of payments.keys()) {
        if (payments.size <= keep) break;
        payments.delete(id);
      }
    },
    deleteAll: async () => payments.clear(),
  };
}
