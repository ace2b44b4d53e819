import { useEffect, useRef, useState } from 'react';
import {
  ArrowLeft,
  CalendarDays,
  Link2,
  Link2Off,
  LoaderCircle,
  Mail,
  PackageCheck,
  PackageX,
  Pencil,
  RotateCw,
} from 'lucide-react';

import type { Order } from '#shared/schemas/orders';
import type { OrderOverview } from '#shared/schemas/order-overview';
import { formatDateTime } from '#client/admin/components/format.ts';
import { useOrderOverview } from '#client/admin/features/orders/api/get-order-overview.ts';
import { OrderDialogs } from '#client/admin/features/orders/order-dialogs.tsx';
import { OrderHistory } from '#client/admin/features/orders/order-history.tsx';
import { OrderStatusSelect } from '#client/admin/features/orders/order-status-select.tsx';
import { DropCard } from '#client/admin/features/orders/order-view-delivery.tsx';
import { DocumentsCard } from '#client/admin/features/orders/order-view-documents.tsx';
import { MoneyCard } from '#client/admin/features/orders/order-view-money.tsx';
import { CustomerCard, DeliveryCard } from '#client/admin/features/orders/order-view-people.tsx';
import { PaymentsCard } from '#client/admin/features/orders/order-view-payments.tsx';
import type { OrderAction } from '#client/admin/features/orders/orders-table.tsx';
import { RevokeLinksDialog } from '#client/admin/features/orders/revoke-links-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-client.ts';

function OrderActions({
  order,
  onAction,
  onRevokeLinks,
}: {
  order: Order;
  onAction: (a: OrderAction) => void;
  onRevokeLinks: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* The status keeps its width when the actions fill the row. */}
      <div className="shrink-0">
        <OrderStatusSelect order={order} />
      </div>
      <Button variant="outline" size="sm" onClick={() => onAction('edit')}>
        <Pencil aria-hidden className="size-4" />
        Edit order
      </Button>
      <Button variant="outline" size="sm" onClick={() => onAction('link')}>
        <Link2 aria-hidden className="size-4" />
        Link to customer
      </Button>
      {order.status !== 'cancelled' && order.delivery.status !== 'delivered' ? (
        <Button variant="outline" size="sm" onClick={() => onAction('book-day')}>
          <CalendarDays aria-hidden className="size-4" />
          {order.delivery.bookedDate ? 'Move booked day' : 'Book a day'}
        </Button>
      ) : null}
      {order.status === 'confirmed' && order.delivery.status === 'out_for_delivery' ? (
        <Button variant="outline" size="sm" onClick={() => onAction('record-delivery')}>
          <PackageCheck aria-hidden className="size-4" />
          Record delivery
        </Button>
      ) : null}
      {order.status === 'confirmed' && order.delivery.status === 'out_for_delivery' ? (
        <Button variant="outline" size="sm" onClick={() => onAction('not-delivered')}>
          <PackageX aria-hidden className="size-4" />
          Not delivered
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => onAction('resend')}>
        <Mail aria-hidden className="size-4" />
        Resend email
      </Button>
      <Button variant="outline" size="sm" onClick={onRevokeLinks}>
        <Link2Off aria-hidden className="size-4" />
        Revoke links
      </Button>
    </div>
  );
}

function OrderViewBody({ overview }: { overview: OrderOverview }) {
  const { order } = overview;
  const [action, setAction] = useState<OrderAction | null>(null);
  const [revoking, setRevoking] = useState(false);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">
          Placed {formatDateTime(order.createdAt)} · {order.region} ·{' '}
          {order.customerId === null ? 'guest order' : `customer #${order.customerId}`}
        </p>
        <OrderActions order={order} onAction={setAction} onRevokeLinks={() => setRevoking(true)} />
      </div>
      {order.cancelRequestedAt && order.status !== 'cancelled' ? (
        <div
          role="note"
          data-testid="cancel-request-banner"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">
            The customer asked to cancel this order on {formatDateTime(order.cancelRequestedAt)}.
          </p>
          <p className="mt-1">
            It stands until you decide: set its status to cancelled to cancel it (they are emailed),
            or call them.
          </p>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <CustomerCard order={order} />
        <DeliveryCard order={order} />
        <MoneyCard order={order} />
      </div>
      <DropCard order={order} />
      <div className="grid gap-4 lg:grid-cols-2">
        <DocumentsCard documents={overview.documents} />
        <PaymentsCard orderId={order.id} attempts={overview.paymentAttempts} />
      </div>
      <OrderHistory events={overview.events} />
      <OrderDialogs action={action} order={order} onClose={() => setAction(null)} />
      {revoking ? (
        <RevokeLinksDialog orderId={order.id} onOpenChange={(open) => setRevoking(open)} />
      ) : null}
    </>
  );
}

/**
 * An order's own view: the customer, the delivery, the money, the documents, the payments and
 * the whole history in one place, with the actions that apply. Its heading takes the focus
 * when it opens, so keyboard and screen-reader users start at the top of it.
 */
export function OrderView({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const overview = useOrderOverview(orderId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [orderId]);

  return (
    <article aria-labelledby="order-view-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to orders
        </Button>
        <h2
          id="order-view-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold text-stone-900 focus-visible:outline-3 focus-visible:outline-wood-500"
        >
          Order #{orderId}
        </h2>
        {overview.isFetching && overview.data ? (
          <span role="status" className="text-sm text-stone-500">
            Updating…
          </span>
        ) : null}
      </div>
      {overview.data ? (
        <OrderViewBody overview={overview.data} />
      ) : overview.error ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p>
            Could not load order #{orderId}: {errorMessage(overview.error, 'please try again.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            <RotateCw aria-hidden className="size-4" />
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          Loading order #{orderId}…
        </p>
      )}
    </article>
  );
}
