import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDown, PackageOpen } from 'lucide-react';
import { Link } from 'wouter';

import type { Order } from '#shared/schemas/orders';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useCustomerOrders } from '#client/features/account/api/get-orders.ts';
import { OrderCard } from '#client/features/account/components/order-card.tsx';
import { OrdersLoading } from '#client/features/account/components/orders-loading.tsx';
import { AccountBox } from '#client/features/account/components/account-box.tsx';

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
  return <PagedOrderList orders={orders} renderActions={renderActions} />;
}

/** Orders shown at first: a long history opens with the newest, the rest a click away. */
export const FIRST_ORDERS_SHOWN = 5;

/** "1 order", "7 orders". */
export const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * The orders as one list on the page, with no box of its own to scroll: a short history shows
 * whole, a long one its newest few and a button for the rest, which then takes focus to the
 * first order it revealed.
 */
function PagedOrderList({ orders, renderActions }: { orders: Order[] } & OrderHistoryProps) {
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const shown = showAll ? orders : orders.slice(0, FIRST_ORDERS_SHOWN);
  const hidden = orders.length - shown.length;
  return (
    <div>
      <ul aria-label="Your orders" className="grid gap-3">
        {shown.map((order, index) => (
          <li
            key={order.id}
            ref={index === FIRST_ORDERS_SHOWN ? firstRevealed : undefined}
            tabIndex={index === FIRST_ORDERS_SHOWN ? -1 : undefined}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
          >
            <OrderCard order={order} actions={renderActions?.(order)} />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p data-testid="order-list-cue" className="text-sm text-stone-600">
            Showing {shown.length} of {ordersCount(orders.length)}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              flushSync(() => setShowAll(true));
              firstRevealed.current?.focus();
            }}
          >
            <ChevronDown aria-hidden className="size-4" />
            Show all {ordersCount(orders.length)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The Order History tab: the customer's orders, newest first. */
export function OrderHistory({ renderActions }: OrderHistoryProps) {
  const orders = useCustomerOrders();
  let body: ReactNode;
  if (orders.isPending) {
    body = <OrdersLoading />;
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
    <AccountBox id="order-history" title="Your Orders">
      <div className="mt-4">{body}</div>
    </AccountBox>
  );
}
