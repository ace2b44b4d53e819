import type { ReactNode } from 'react';

import { orderTimeline } from '#domain/delivery-timeline';
import { customerPaymentNote } from '#domain/ledger-rules';
import { formatGBP, parsePounds } from '#domain/money';
import { orderMoneyOf } from '#shared/order-money';
import { myDeliveryNotePdf } from '#shared/api/delivery-outcomes';
import type { Order } from '#shared/schemas/orders';
import { DeliveryDetailsList } from '#client/components/delivery-details-list.tsx';
import { OrderTimeline } from '#client/components/order-timeline.tsx';
import { endpointUrl } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import {
  describeQuantity,
  formatOrderDate,
  orderStatusTone,
} from '#client/features/account/account-format.ts';

const toneClass = {
  green: 'bg-forest-100 text-forest-900 ring-forest-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
} as const;

function totalOf(order: Order): string {
  try {
    return formatGBP(parsePounds(order.totalPrice));
  } catch {
    return `£${order.totalPrice}`;
  }
}

interface OrderCardProps {
  order: Order;
  /** Actions on the order, such as Pay Now; nothing (null) leaves out the action row. */
  actions?: ReactNode;
}

/** One order in the history (spec section 2). */
export function OrderCard({ order, actions }: OrderCardProps) {
  const headingId = `order-${order.id}-heading`;
  const address = [order.addressLine1, order.addressLine2, order.city, order.postcode]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-bold text-stone-900">
            Order #{order.id}
          </h3>
          <p className="text-sm text-stone-500">{formatOrderDate(order.createdAt)}</p>
        </div>
        <span
          data-testid="order-status"
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1',
            toneClass[orderStatusTone(order.status)],
          )}
        >
          {order.status}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="sr-only">Delivery address</dt>
          <dd className="text-stone-700">{address}</dd>
        </div>
        <div>
          <dt className="sr-only">Quantity</dt>
          <dd className="font-semibold text-stone-900">
            {describeQuantity(order.quantity)}
            {order.billedTonnes === null ? null : (
              <span className="font-normal text-stone-600">
                {' '}
                · billed for {order.billedTonnes.toFixed(2)} t delivered
              </span>
            )}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-stone-500">Region:</dt>
          <dd className="text-stone-800">{order.region}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-stone-500">Total:</dt>
          <dd data-testid="order-total" className="font-bold text-stone-900">
            {totalOf(order)}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-stone-500">Payment:</dt>
          <dd data-testid="order-payment-status" className="text-stone-800 first-letter:uppercase">
            {customerPaymentNote(orderMoneyOf(order), order.paymentStatus)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-4 border-t border-stone-100 pt-3 sm:grid-cols-2">
        <section aria-label={`Order #${order.id} progress`}>
          <OrderTimeline steps={orderTimeline(order)} />
        </section>
        {/* A scheduled date (in the timeline) or a cancellation overrides the day asked for. */}
        <DeliveryDetailsList
          delivery={order.delivery}
          booked={order.delivery.date !== null || order.status === 'cancelled'}
        />
      </div>
      {order.delivery.status === 'delivered' ? (
        <p className="mt-3 text-sm">
          <a
            data-testid="delivery-note-link"
            className="font-semibold text-forest-800 underline"
            href={endpointUrl(myDeliveryNotePdf, { params: { id: order.id } })}
            download
          >
            Delivery note (PDF)
          </a>
        </p>
      ) : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
