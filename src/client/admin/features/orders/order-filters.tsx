import type { ReactNode } from 'react';

import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS } from '#domain/delivery-status';
import { PAYMENT_STATUSES } from '#domain/payment-status';
import type { OrderListFilters } from '#shared/schemas/admin';
import { ORDER_STATUSES } from '#shared/schemas/orders';
import { DayFilter, FilterSelect } from '#client/admin/components/filter-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** The one value of the filter: orders whose customer asked to cancel, not cancelled yet. */
const CANCEL_REQUESTED = ['true'] as const;

export const NO_ORDER_FILTERS: OrderListFilters = {};

/** The message when the days are the wrong way round (the server says the same). */
export const REVERSED_DAYS = 'The first day must not be after the last day';

export const daysReversed = (filters: OrderListFilters) =>
  !!filters.from && !!filters.to && filters.from > filters.to;

/**
 * Order status, payment status, the delivery's status, the customer's request to cancel and
 * the days placed; each narrows the search's results.
 */
export function OrderFilters({
  filters,
  onChange,
  children,
}: {
  filters: OrderListFilters;
  onChange: (filters: OrderListFilters) => void;
  children?: ReactNode;
}) {
  const set = (change: Partial<OrderListFilters>) => onChange({ ...filters, ...change });
  const active = Object.values(filters).some(Boolean);
  return (
    <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(6,minmax(0,10rem))_auto] lg:items-end">
      <legend className="sr-only">Filter orders</legend>
      <FilterSelect
        id="orders-filter-status"
        label="Order status"
        value={filters.status}
        options={ORDER_STATUSES}
        anyLabel="Any status"
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        id="orders-filter-payment"
        label="Payment status"
        value={filters.paymentStatus}
        options={PAYMENT_STATUSES}
        anyLabel="Any payment"
        onChange={(paymentStatus) => set({ paymentStatus })}
      />
      <FilterSelect
        id="orders-filter-delivery"
        label="Delivery status"
        value={filters.deliveryStatus}
        options={DELIVERY_STATUSES}
        labels={DELIVERY_STATUS_LABELS}
        anyLabel="Any delivery"
        onChange={(deliveryStatus) => set({ deliveryStatus })}
      />
      <FilterSelect
        id="orders-filter-cancel-request"
        label="Cancel requests"
        value={filters.cancelRequested}
        options={CANCEL_REQUESTED}
        labels={{ true: 'Asked to cancel' }}
        anyLabel="Any order"
        onChange={(cancelRequested) => set({ cancelRequested })}
      />
      <DayFilter
        id="orders-filter-from"
        label="Placed from"
        value={filters.from}
        onChange={(from) => set({ from })}
      />
      <DayFilter
        id="orders-filter-to"
        label="Placed to"
        value={filters.to}
        error={daysReversed(filters) ? REVERSED_DAYS : undefined}
        onChange={(to) => set({ to })}
      />
      <div className="flex items-end gap-2">
        {active ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_ORDER_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
        {children}
      </div>
    </fieldset>
  );
}
