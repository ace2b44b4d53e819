import { orderBalance, type LedgerKind } from '#domain/ledger';
import { formatGBP, parsePounds } from '#domain/money';
import { orderMoneyOf } from '#shared/order-money';
import type { LedgerOrder } from '#shared/schemas/ledger';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatPounds } from '#client/admin/components/format.ts';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { balanceView } from '#client/admin/components/balance-view.ts';
import { methodLabel } from '#client/admin/features/payments/ledger-labels.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';

/** What a row's action opens: a payment or refund to record, or a write-off. */
export type LedgerAction = LedgerKind | 'write_off';

const COLUMNS = ['Order', 'Customer', 'Total', 'Received', 'Refunded', 'Balance', 'Actions'];
const NUMERIC = ['Total', 'Received', 'Refunded', 'Balance'];

/** What the order holds: received less refunded, in pence. */
export const heldPence = (order: LedgerOrder) =>
  parsePounds(order.amountReceived) - parsePounds(order.amountRefunded);

/** The balance as people read it: what is still due, or what is owed back. */
function balanceText(order: LedgerOrder): string {
  if (order.state === 'settled') return '£0.00';
  const amount = formatPounds(order.balance.replace('-', ''));
  return `${amount} ${order.state === 'refund_owed' ? 'to refund' : 'to collect'}`;
}

/** The write-off in force: a balance given up, or an overpayment kept; null when none. */
function writtenOffText(order: LedgerOrder): string | null {
  const { writtenOffPence } = orderBalance(orderMoneyOf(order));
  if (writtenOffPence === 0) return null;
  const amount = formatGBP(Math.abs(writtenOffPence));
  return writtenOffPence < 0 ? `Overpayment kept: ${amount}` : `Written off: ${amount}`;
}

const ACTION_LABELS: Record<LedgerAction, string> = {
  payment: 'Record payment',
  refund: 'Record refund',
  write_off: 'Write off',
};

/**
 * The row's actions: a payment always; a refund while the order holds money; a write-off while
 * a confirmed order has a balance, or money is owed back.
 */
function offeredActions(order: LedgerOrder): LedgerAction[] {
  const writeOff =
    order.state !== 'settled' && (order.status === 'confirmed' || order.state === 'refund_owed');
  return [
    'payment',
    ...(heldPence(order) > 0 ? (['refund'] as const) : []),
    ...(writeOff ? (['write_off'] as const) : []),
  ];
}

export function LedgerTable({
  orders,
  isLoading,
  error,
  onRecord,
}: {
  orders: LedgerOrder[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRecord: (order: LedgerOrder, kind: LedgerAction) => void;
}) {
  return (
    <ListTable
      label="Orders with money"
      columns={COLUMNS}
      numericColumns={NUMERIC}
      cardsOnPhone
      items={orders}
      isLoading={isLoading}
      error={error}
      noun="orders"
      empty="No orders match these filters."
    >
      {(order) => <LedgerRow key={order.orderId} order={order} onRecord={onRecord} />}
    </ListTable>
  );
}

function LedgerRow({
  order,
  onRecord,
}: {
  order: LedgerOrder;
  onRecord: (order: LedgerOrder, kind: LedgerAction) => void;
}) {
  const view = balanceView(order.status, order.state);
  const methods = order.methods.map(methodLabel).join(', ');
  return (
    <TableRow data-testid="ledger-row">
      <TableHeaderCell scope="row" className="font-medium whitespace-nowrap">
        <span className="font-mono">#{order.orderId}</span>
        <span className="block text-xs font-normal text-stone-500">
          {formatDate(order.createdAt)} · {order.status}
        </span>
      </TableHeaderCell>
      <TableCell data-label="Customer">
        <div className="max-w-60 min-w-36 [overflow-wrap:anywhere]">
          {order.customerName}
          <span className="block text-xs text-stone-500">{order.companyName ?? order.email}</span>
        </div>
      </TableCell>
      <TableCell data-label="Total" className="text-right tabular-nums">
        {formatPounds(order.totalPrice)}
      </TableCell>
      <TableCell data-label="Received" className="text-right tabular-nums">
        <div>
          {formatPounds(order.amountReceived)}
          {methods ? <span className="block text-xs text-stone-500">{methods}</span> : null}
        </div>
      </TableCell>
      <TableCell data-label="Refunded" className="text-right tabular-nums">
        {formatPounds(order.amountRefunded)}
      </TableCell>
      <TableCell data-label="Balance" className="text-right" data-testid="ledger-balance">
        <div className="grid justify-items-end gap-0.5">
          <Badge tone={view.tone}>{view.label}</Badge>
          <span className="text-xs whitespace-nowrap text-stone-700 tabular-nums">
            {balanceText(order)}
          </span>
          {writtenOffText(order) ? (
            <span className="text-xs whitespace-nowrap text-stone-500 tabular-nums">
              {writtenOffText(order)}
            </span>
          ) : null}
        </div>
      </TableCell>
      <TableCell data-label="Actions">
        <div className="flex flex-wrap justify-end gap-1.5">
          {offeredActions(order).map((action) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              aria-label={`${ACTION_LABELS[action]} for order ${order.orderId}`}
              onClick={() => onRecord(order, action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      </TableCell>
    </TableRow>
  );
}
