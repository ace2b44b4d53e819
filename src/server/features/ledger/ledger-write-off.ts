import { withWriteOff, writeOffOf } from '#domain/ledger-rules';
import { parsePounds, penceToPounds } from '#domain/money';
import { ukDate } from '#domain/uk-date';
import type { RecordedLedgerEntry, WriteOff, WriteOffReversal } from '#shared/schemas/ledger';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { moneyOf, toLedgerEntry, toLedgerOrder } from './ledger-mapper.ts';
import { settleOrder } from './ledger-settle.ts';
import { createLedgerRepo, type LedgerOrderRow, type LedgerRow } from './ledger.repo.ts';

export const NOT_A_WRITE_OFF = 'Only a write-off can be reversed';
export const ALREADY_REVERSED = 'This write-off has already been reversed';

interface WriteOffDeps {
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  audit: Pick<AuditLog, 'record'>;
}

/**
 * Write-offs: a balance the business gives up or an overpayment it keeps, and their reversal.
 * Each is an entry of the order's ledger (method none, with its reason), written with the
 * order's sum, payment status and flag, an order event and an audit entry in one transaction,
 * as the ledger writes money moved. The customer is not emailed: no money moved.
 */
export function createWriteOffs(deps: WriteOffDeps, notFound: () => AppError) {
  /** Enters `entry` (a write-off or its reversal) and settles the order after it. */
  async function enter(
    tx: Database,
    order: LedgerOrderRow,
    entry: Pick<LedgerRow, 'kind' | 'amount' | 'reason' | 'writeOffPart' | 'reversesId'>,
    signedPence: number,
    action: 'payment.written_off' | 'payment.write_off_reversed',
    source: AuditSource,
  ): Promise<RecordedLedgerEntry> {
    const repo = createLedgerRepo(tx);
    const at = deps.now();
    const row = await repo.insert({
      orderId: order.id,
      method: 'none',
      movedOn: ukDate(at),
      createdAt: at,
      ...entry,
    });
    const money = moneyOf(order);
    const after = { ...money, writtenOffPence: money.writtenOffPence + signedPence };
    const { row: settled } = await settleOrder(
      repo,
      order,
      after,
      { addWrittenOff: penceToPounds(signedPence) },
      'admin',
      at,
    );
    await repo.addEvents([
      {
        orderId: order.id,
        actor: 'admin',
        type: entry.kind === 'write_off' ? 'written_off' : 'write_off_reversed',
        field: 'amountWrittenOff',
        oldValue: order.amountWrittenOff,
        newValue: settled.amountWrittenOff,
        createdAt: at,
      },
    ]);
    await deps.audit.record(tx, {
      action,
      ...source,
      entity: { type: 'order', id: order.id },
      before: { amountWrittenOff: order.amountWrittenOff, paymentStatus: order.paymentStatus },
      after: {
        kind: entry.kind,
        part: entry.writeOffPart,
        amount: entry.amount,
        reason: entry.reason,
        ...(entry.reversesId ? { reverses: entry.reversesId } : {}),
        amountWrittenOff: settled.amountWrittenOff,
        paymentStatus: settled.paymentStatus,
      },
    });
    return { entry: toLedgerEntry(row), order: toLedgerOrder(settled) };
  }

  return {
    /** Writes off part or all of the order's balance due, or of the overpayment it holds. */
    writeOff: (orderId: number, input: WriteOff, source: AuditSource) =>
      deps.transaction(async (tx) => {
        const order = await createLedgerRepo(tx).lockOrder(orderId);
        if (!order) throw notFound();
        const money = moneyOf(order);
        const outcome = writeOffOf(money, input.amount);
        if ('problem' in outcome) {
          const { kind, message } = outcome.problem;
          // Too much is the amount typed; nothing to write off is the order as it is now.
          if (kind === 'more_than_outstanding') {
            throw new AppError('validation', message, [{ path: 'amount', message }]);
          }
          throw new AppError('conflict', message);
        }
        const signed = withWriteOff(money, outcome.part, input.amount).writtenOffPence;
        return enter(
          tx,
          order,
          {
            kind: 'write_off',
            amount: penceToPounds(input.amount),
            reason: input.reason,
            writeOffPart: outcome.part,
            reversesId: null,
          },
          signed - money.writtenOffPence,
          'payment.written_off',
          source,
        );
      }),

    /** Undoes a write-off with an entry of its own: what it gave up is due (or owed) again. */
    reverse: (orderId: number, entryId: number, input: WriteOffReversal, source: AuditSource) =>
      deps.transaction(async (tx) => {
        const repo = createLedgerRepo(tx);
        const order = await repo.lockOrder(orderId);
        if (!order) throw notFound();
        const writeOff = await repo.entry(orderId, entryId);
        if (!writeOff) throw new AppError('not_found', 'Ledger entry not found');
        if (writeOff.kind !== 'write_off' || !writeOff.writeOffPart) {
          throw new AppError('conflict', NOT_A_WRITE_OFF);
        }
        if (await repo.reversalOf(entryId)) throw new AppError('conflict', ALREADY_REVERSED);
        const money = moneyOf(order);
        const amountPence = parsePounds(writeOff.amount);
        const restored = withWriteOff(money, writeOff.writeOffPart, amountPence, -1);
        return enter(
          tx,
          order,
          {
            kind: 'write_off_reversal',
            amount: writeOff.amount,
            reason: input.reason,
            writeOffPart: writeOff.writeOffPart,
            reversesId: writeOff.id,
          },
          restored.writtenOffPence - money.writtenOffPence,
          'payment.write_off_reversed',
          source,
        );
      }),
  };
}
