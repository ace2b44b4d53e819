import { useRef, type ReactNode } from 'react';
import { ChevronDown, LoaderCircle, PackageOpen } from 'lucide-react';
import { Link } from 'wouter';

import type { Order } from '#shared/schemas/orders';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { useCustomerOrders } from '#client/features/account/api/get-orders.ts';
import { OrderCard } from '#client/features/account/components/order-card.tsx';
import { cn } from '#client/lib/cn.ts';
import { useMoreBelow } from '#client/lib/use-more-below.ts';

interface OrderHistoryProps {
  /**
   * The seam for order actions: online payment adds 'Pay Now' (confirmed, unpaid orders when
   * payments are enabled) and 'Payment completed' here (spec section 4).
   */
  renderActions?: (order: Order) => ReactNode;
}

function OrderList({ orders, renderActions }: { orders: Order[] } & OrderHistoryProps) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <PackageOpen aria-hidden className="size-12 text-stone-300" />
        <p className="text-lg font-semibold text-stone-900">No orders yet</p>
        <p className="text-stone-600">When you place an order, you can follow it here.</p>
        <Link href={paths.home} className={buttonClassName()}>
          Browse Products
        </Link>
      </div>
    );
  }
  return <ScrollingOrderList orders={orders} renderActions={renderActions} />;
}

/**
 * Scrolls within itself (spec: at most 60 units high), so a card may be cut off at the fold:
 * a fade over the fold and a note under the box say there is more until it is scrolled to.
 */
function ScrollingOrderList({ orders, renderActions }: { orders: Order[] } & OrderHistoryProps) {
  const box = useRef<HTMLDivElement>(null);
  const { overflows, moreBelow } = useMoreBelow(box);
  return (
    <div>
      <div className="relative">
        {/* Focusable so keys can scroll it. */}
        <div
          ref={box}
          role="region"
          aria-label="Order list"
          tabIndex={0}
          className="max-h-60 overflow-y-auto rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200"
        >
          <ul className="grid gap-2">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} actions={renderActions?.(order)} />
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-x-px bottom-px h-12 rounded-b-xl bg-gradient-to-t from-stone-50 to-transparent transition-opacity',
            moreBelow ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {overflows ? (
        <p
          data-testid="order-list-cue"
          className="mt-2 flex items-center gap-1.5 text-sm text-stone-600"
        >
          <ChevronDown
            aria-hidden
            className={cn('size-4 transition-transform', moreBelow ? '' : 'rotate-180')}
          />
          {moreBelow
            ? `${orders.length} orders: scroll the list for more`
            : `${orders.length} orders: you have reached the end of the list`}
        </p>
      ) : null}
    </div>
  );
}

/** The Order History tab: the customer's orders, newest first. */
export function OrderHistory({ renderActions }: OrderHistoryProps) {
  const orders = useCustomerOrders();
  let body: ReactNode;
  if (orders.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-stone-600">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        Loading your orders...
      </p>
    );
  } else if (orders.isError) {
    body = (
      <div role="alert" className="grid justify-items-start gap-3 py-4">
        <p className="text-stone-700">We could not load your orders just now.</p>
        <Button variant="outline" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = <OrderList orders={orders.data} renderActions={renderActions} />;
  }

  return (
    <Card>
      <CardContent>
        <section aria-labelledby="order-history-heading">
          <h2 id="order-history-heading" className="text-lg font-bold text-stone-900">
            Your Orders
          </h2>
          <div className="mt-4">{body}</div>
        </section>
      </CardContent>
    </Card>
  );
}
