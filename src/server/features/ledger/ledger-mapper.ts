import { orderBalance, type OrderMoney } from '#domain/ledger';
import { parsePounds, parseSignedPounds, penceToPounds } from '#domain/money';
import type { LedgerEntry, LedgerOrder } from '#shared/schemas/ledger';
import type { LedgerOrderRow, LedgerRow } from './ledger.repo.ts';

/** An order's money in pence, as the domain's rules take it. */
export function moneyOf(row: LedgerOrderRow): OrderMoney {
  return {
    status: row.status,
    totalPence: parsePounds(row.totalPrice),
    receivedPence: parsePounds(row.amountReceived),
    refundedPence: parsePounds(row.amountRefunded),
    writtenOffPence: parseSignedPounds(row.amountWrittenOff),
  };
}

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    movedOn: row.movedOn,
    reference: row.reference,
    note: row.note,
    overpaymentReason: row.overpaymentReason,
    reason: row.reason,
    writeOffPart: row.writeOffPart,
    reversesId: row.reversesId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLedgerOrder(row: LedgerOrderRow): LedgerOrder {
  const { balancePence, state } = orderBalance(moneyOf(row));
  return {
    orderId: row.id,
    createdAt: row.createdAt.toISOString(),
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    companyName: row.companyName,
    email: row.email,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalPrice: row.totalPrice,
    amountReceived: row.amountReceived,
    amountRefunded: row.amountRefunded,
    amountWrittenOff: row.amountWrittenOff,
    balance: penceToPounds(balancePence),
    state,
    methods: row.ledgerMethods,
  };
}
