import type { AuditAction } from '#shared/schemas/audit';
import type { Database } from '#server/db/client';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { customerAuditValues } from './customer-mapper.ts';
import { createCustomersRepo, type CustomerRow } from './customers.repo.ts';

/**
 * Changes a customer and records what changed, in one transaction: the row is locked, `write`
 * changes it, and the audit entry holds the fields that differ. Null when there is no such
 * customer (nothing is written).
 */
export async function changeCustomer(
  deps: {
    transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
    audit: Pick<AuditLog, 'recordChange'>;
  },
  change: {
    customerId: number;
    action: AuditAction;
    source: AuditSource;
    write: (tx: Database) => Promise<unknown>;
  },
): Promise<CustomerRow | null> {
  return deps.transaction(async (tx) => {
    const repo = createCustomersRepo(tx);
    const before = await repo.lockById(change.customerId);
    if (!before) return null;
    await change.write(tx);
    const after = (await repo.findById(change.customerId)) ?? before;
    await deps.audit.recordChange(tx, {
      action: change.action,
      ...change.source,
      entity: { type: 'customer', id: change.customerId },
      before: customerAuditValues(before),
      after: customerAuditValues(after),
    });
    return after;
  });
}
