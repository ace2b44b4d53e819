import { formatGBP } from '#domain/money';
import type { Order } from '#shared/schemas/orders';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatPounds } from '#client/admin/components/format.ts';
import { FactList, OrderViewCard } from '#client/admin/features/orders/order-view-card.tsx';
import { orderMoney } from '#client/admin/features/orders/order-money.ts';
import { balanceView } from '#client/admin/components/balance-view.ts';
import {
  PAYMENT_ISSUE_LABELS,
  PAYMENT_STATUS_TONES,
} from '#client/admin/features/orders/order-status.ts';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

/** What the order costs, what came in and went back, and what is left to collect or return. */
export function MoneyCard({ order }: { order: Order }) {
  const money = orderMoney(order);
  const { balance } = money;
  const badge = balanceView(order.status, balance.state);
  return (
    <OrderViewCard
      id="order-view-money"
      title="Money"
      actions={
        <span className="flex flex-wrap gap-1">
          <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus]}>
            Payment: {order.paymentStatus}
          </Badge>
          {order.paymentIssue ? (
            <Badge tone="danger">{PAYMENT_ISSUE_LABELS[order.paymentIssue]}</Badge>
          ) : null}
        </span>
      }
    >
      <FactList
        rows={[
          {
            label: 'Quantity',
            value: `${formatTonnes(order.quantity)} at ${formatPounds(order.unitPrice)}/t`,
          },
          ...(order.billedTonnes === null
            ? []
            : [{ label: 'Billed for', value: `${order.billedTonnes.toFixed(2)} t delivered` }]),
          ...(order.extraCharge === '0.00'
            ? []
            : [{ label: 'Aborted delivery', value: formatPounds(order.extraCharge) }]),
          { label: 'Net', value: formatGBP(money.netPence) },
          { label: `VAT (${order.vatRate}%)`, value: formatGBP(money.vatPence) },
          { label: 'Total', value: formatGBP(money.totalPence), emphasis: true },
          { label: 'Received', value: formatGBP(money.receivedPence) },
          { label: 'Refunded', value: formatGBP(money.refundedPence) },
          // A write-off is no money moved, but without it the figures would not add up.
          ...(money.writtenOffPence === 0
            ? []
            : [
                {
                  label: money.writtenOffPence > 0 ? 'Written off' : 'Overpayment kept',
                  value: formatGBP(Math.abs(money.writtenOffPence)),
                },
              ]),
          {
            label: 'Balance',
            emphasis: true,
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <span data-testid="order-balance">{formatGBP(Math.abs(balance.balancePence))}</span>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </span>
            ),
          },
        ]}
      />
    </OrderViewCard>
  );
}
