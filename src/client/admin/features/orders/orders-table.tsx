import type { MouseEvent } from 'react';
import { Link2, Mail, Pencil } from 'lucide-react';

import type { Order } from '#shared/schemas/orders';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatTime, formatPounds } from '#client/admin/components/format.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { DeliveryCell } from '#client/admin/features/orders/delivery-status-badge.tsx';
import { OrderStatusSelect } from '#client/admin/features/orders/order-status-select.tsx';
import {
  PAYMENT_ISSUE_LABELS,
  PAYMENT_STATUS_TONES,
} from '#client/admin/features/orders/order-status.ts';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

export type OrderAction =
  'edit' | 'link' | 'resend' | 'book-day' | 'record-delivery' | 'not-delivered';

/**
 * Chosen to fit 1280 px without sideways scrolling: contact details, the address and the
 * money in full are on the order's own view, opened from the order's number.
 */
const COLUMNS = [
  'Order',
  'Placed',
  'Customer',
  'Delivery to',
  'Total',
  'Status',
  'Payment',
  'Delivery',
  'Actions',
];

interface OrdersTableProps {
  orders: Order[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onAction: (action: OrderAction, order: Order) => void;
  /** The address of the order's own view, and opening it (the link's plain click). */
  viewHref: (orderId: number) => string;
  onView: (orderId: number) => void;
  selected: ReadonlySet<number>;
  onSelect: (orderIds: number[], selected: boolean) => void;
}

export function OrdersTable({
  orders,
  isLoading,
  error,
  onAction,
  viewHref,
  onView,
  selected,
  onSelect,
}: OrdersTableProps) {
  const pageIds = orders?.map((order) => order.id) ?? [];
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  return (
    <ListTable
      label="Orders"
      columns={COLUMNS}
      numericColumns={['Total']}
      leadingHeader={
        <TableHeaderCell scope="col" className="w-10">
          <Checkbox
            aria-label="Select every order on this page"
            disabled={pageIds.length === 0}
            checked={
              chosenOnPage === 0 ? false : chosenOnPage === pageIds.length ? true : 'indeterminate'
            }
            onCheckedChange={(checked) => onSelect(pageIds, checked === true)}
          />
        </TableHeaderCell>
      }
      cardsOnPhone
      items={orders}
      isLoading={isLoading}
      error={error}
      noun="orders"
    >
      {(order) => (
        <OrderRow
          key={order.id}
          order={order}
          onAction={onAction}
          viewHref={viewHref(order.id)}
          onView={() => onView(order.id)}
          selected={selected.has(order.id)}
          onSelect={(chosen) => onSelect([order.id], chosen)}
        />
      )}
    </ListTable>
  );
}

function OrderRow({
  order,
  onAction,
  viewHref,
  onView,
  selected,
  onSelect,
}: {
  order: Order;
  onAction: OrdersTableProps['onAction'];
  viewHref: string;
  onView: () => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  // A plain click opens the view in place; a modified one (new tab, window) is the browser's.
  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onView();
  };
  return (
    <TableRow className={selected ? 'bg-forest-50 even:bg-forest-50' : undefined}>
      <TableCell data-label="Select">
        <Checkbox
          aria-label={`Select order ${order.id}`}
          checked={selected}
          onCheckedChange={(checked) => onSelect(checked === true)}
        />
      </TableCell>
      <TableHeaderCell scope="row" className="font-mono text-sm whitespace-nowrap">
        <a
          id={`order-link-${order.id}`}
          href={viewHref}
          onClick={view}
          aria-label={`View order #${order.id}`}
          title={`View order #${order.id}`}
          className="rounded text-forest-800 underline decoration-forest-300 underline-offset-2 hover:decoration-forest-800"
        >
          #{order.id}
        </a>
      </TableHeaderCell>
      <TableCell data-label="Placed" className="whitespace-nowrap tabular-nums">
        <OrderDate iso={order.createdAt} />
      </TableCell>
      <TableCell data-label="Customer">
        <div className="max-w-56 min-w-40">
          <div className="font-medium text-stone-900">
            {order.firstName} {order.lastName}
          </div>
          {order.companyName ? (
            <div className="text-xs text-stone-700">{order.companyName}</div>
          ) : null}
          <div className="text-xs [overflow-wrap:anywhere] text-stone-500">{order.email}</div>
          {/* Spec section 2: the customer column says whose order it is. */}
          <div className="mt-1">
            {order.customerId === null ? (
              <Badge>Guest</Badge>
            ) : (
              <Badge tone="info">Customer Account</Badge>
            )}
          </div>
        </div>
      </TableCell>
      <TableCell data-label="Delivery to">
        <div className="whitespace-nowrap">{order.region}</div>
        <div className="text-xs whitespace-nowrap text-stone-500">{order.postcode}</div>
      </TableCell>
      <TableCell data-label="Total" className="text-right whitespace-nowrap tabular-nums">
        <div className="font-semibold text-stone-900">{formatPounds(order.totalPrice)}</div>
        <div className="text-xs text-stone-500">{formatTonnes(order.quantity)}</div>
      </TableCell>
      <TableCell data-label="Status">
        <div className="flex flex-col items-start gap-1">
          <OrderStatusSelect order={order} />
          {order.cancelRequestedAt && order.status !== 'cancelled' ? (
            <Badge tone="danger">Asked to cancel</Badge>
          ) : null}
        </div>
      </TableCell>
      <TableCell data-label="Payment">
        <div className="flex flex-col items-start gap-1">
          <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus]}>{order.paymentStatus}</Badge>
          {order.paymentIssue ? (
            <Badge tone="danger">{PAYMENT_ISSUE_LABELS[order.paymentIssue]}</Badge>
          ) : null}
        </div>
      </TableCell>
      <TableCell data-label="Delivery">
        <DeliveryCell order={order} />
      </TableCell>
      <TableCell data-label="Actions">
        <div className="flex gap-1">
          <IconButton label={`Edit order ${order.id}`} onClick={() => onAction('edit', order)}>
            <Pencil aria-hidden className="size-4" />
          </IconButton>
          <IconButton
            label={`Link order ${order.id} to a customer`}
            onClick={() => onAction('link', order)}
          >
            <Link2 aria-hidden className="size-4" />
          </IconButton>
          <IconButton
            label={`Resend email for order ${order.id}`}
            onClick={() => onAction('resend', order)}
          >
            <Mail aria-hidden className="size-4" />
          </IconButton>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** "21 Nov 2026" over "21:53", in UK time. */
function OrderDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="grid">
      <span>{formatDate(iso)}</span>
      <span className="text-xs text-stone-500">{formatTime(iso)}</span>
    </time>
  );
}
