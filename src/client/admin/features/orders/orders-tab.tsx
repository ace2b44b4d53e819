import { useEffect, useRef, useState } from 'react';

import type { OrderListFilters } from '#shared/schemas/admin';
import type { Order } from '#shared/schemas/orders';
import { useOrders } from '#client/admin/api/get-orders.ts';
import { Pagination } from '#client/admin/components/pagination.tsx';
import { SearchInput } from '#client/admin/components/search-input.tsx';
import { useOrderViewPlace } from '#client/admin/components/order-view-place.ts';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { useListState } from '#client/admin/components/use-list-state.ts';
import { BulkStatusBar } from '#client/admin/features/orders/bulk-status-bar.tsx';
import {
  NO_ORDER_FILTERS,
  OrderFilters,
  daysReversed,
} from '#client/admin/features/orders/order-filters.tsx';
import { OrderDialogs } from '#client/admin/features/orders/order-dialogs.tsx';
import { OrderView } from '#client/admin/features/orders/order-view.tsx';
import { OrdersTable, type OrderAction } from '#client/admin/features/orders/orders-table.tsx';

/**
 * Orders, newest first: search and filter, page through, change a status (or several chosen
 * orders' at once), the three order dialogs, and each order's own view. The list stays
 * mounted under an open view, so Back finds its search, filters and page as they were.
 */
export function OrdersTab() {
  const orderView = useOrderViewPlace();
  const viewing = orderView.orderId;
  useFocusReturn(viewing);
  const list = useListState('orders');
  const [filters, setFilters] = useState<OrderListFilters>(NO_ORDER_FILTERS);
  // Reversed days are shown as an error by the filters; the list keeps its last good answer.
  const [sentFilters, setSentFilters] = useState<OrderListFilters>(NO_ORDER_FILTERS);
  const { data, isLoading, error, isFetching } = useOrders({ ...list.params, ...sentFilters });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<{ action: OrderAction; order: Order } | null>(null);

  const changeFilters = (next: OrderListFilters) => {
    setFilters(next);
    if (!daysReversed(next)) {
      setSentFilters(next);
      list.setPage(1);
    }
  };
  const select = (orderIds: number[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of orderIds) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      {viewing !== null ? (
        <OrderView key={viewing} orderId={viewing} onClose={orderView.close} />
      ) : null}
      <div className="grid gap-4" hidden={viewing !== null}>
        <TabHeader
          title="Orders"
          description="Newest first. Open an order by its number to see all of it. Change a status from its dropdown; it saves at once. Tick several orders to change them together."
        />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchInput
            id="orders-search"
            label="Search orders"
            placeholder="Name, company or email"
            value={list.searchText}
            onChange={list.setSearchText}
          />
          {isFetching && !isLoading ? (
            <span role="status" className="text-sm text-stone-500">
              Updating…
            </span>
          ) : null}
        </div>
        <OrderFilters filters={filters} onChange={changeFilters} />
        {selected.size > 0 ? (
          <BulkStatusBar
            orderIds={[...selected]}
            orders={data?.items.filter((order) => selected.has(order.id))}
            onDone={() => setSelected(new Set())}
          />
        ) : null}
        <OrdersTable
          orders={data?.items}
          isLoading={isLoading}
          error={error}
          onAction={(action, order) => setOpen({ action, order })}
          viewHref={orderView.hrefFor}
          onView={orderView.open}
          selected={selected}
          onSelect={select}
        />
        <Pagination noun="orders" idPrefix="orders" total={data?.total ?? 0} paging={list} />
        {open ? (
          <OrderDialogs action={open.action} order={open.order} onClose={() => setOpen(null)} />
        ) : null}
      </div>
    </>
  );
}

/** Closing an order's view puts the focus back on that order's link in the list. */
function useFocusReturn(viewing: number | null) {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (viewing !== null) {
      last.current = viewing;
      return;
    }
    if (last.current !== null) document.getElementById(`order-link-${last.current}`)?.focus();
    last.current = null;
  }, [viewing]);
}
