import { Link2, Mail, Pencil } from 'lucide-react';

import type { Order } from '#shared/schemas/orders';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDate, formatTime, formatPounds } from '#client/admin/components/format.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { OrderStatusSelect } from '#client/admin/features/orders/order-status-select.tsx';
import {
  PAYMENT_ISSUE_LABELS,
  PAYMENT_STATUS_TONES,
} from '#client/admin/features/orders/order-status.ts';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

export type OrderAction = 'edit' | 'link' | 'resend';

const COLUMNS = [
  'Order',
  'Date',
  'Customer',
  'Phone',
  'Company',
  'Region',
  'Postcode',
  'Quantity',
  'Total',
  'Status',
  'Payment',
  'Actions',
];

interface OrdersTableProps {
  orders: Order[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onAction: (action: OrderAction, order: Order) => void;
  selected: ReadonlySet<number>;
  onSelect: (orderIds: number[], selected: boolean) => void;
}

export function OrdersTable({
  orders,
  isLoading,
  error,
  onAction,
  selected,
  onSelect,
}: OrdersTableProps) {
  const pageIds = orders?.map((order) => order.id) ?? [];
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  return (
    <ListTable
      label="Orders"
      columns={COLUMNS}
      numericColumns={['Quantity', 'Total']}
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
  selected,
  onSelect,
}: {
  order: Order;
  onAction: OrdersTableProps['onAction'];
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
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
        #{order.id}
      </TableHeaderCell>
      <TableCell data-label="Date" className="whitespace-nowrap tabular-nums">
        <OrderDate iso={order.createdAt} />
      </TableCell>
      <TableCell data-label="Customer">
        <div className="font-medium whitespace-nowrap text-stone-900">
          {order.firstName} {order.lastName}
        </div>
        <div className="max-w-64 min-w-44 text-xs [overflow-wrap:anywhere] text-stone-500">
          {order.email}
        </div>
        {/* Spec section 2: the customer column says whose order it is. */}
        <div className="mt-1">
          {order.customerId === null ? (
            <Badge>Guest</Badge>
          ) : (
            <Badge tone="info">Customer Account</Badge>
          )}
        </div>
      </TableCell>
      <TableCell data-label="Phone" className="whitespace-nowrap tabular-nums">
        <a href={`tel:${order.phone.replace(/\s+/g, '')}`} className="hover:underline">
          {order.phone}
        </a>
      </TableCell>
      <TableCell data-label="Company">
        <div className="min-w-28">
          {order.companyName || <span className="text-stone-500">—</span>}
        </div>
      </TableCell>
      <TableCell data-label="Region" className="whitespace-nowrap">
        {order.region}
      </TableCell>
      <TableCell data-label="Postcode" className="whitespace-nowrap">
        {order.postcode}
      </TableCell>
      <TableCell data-label="Quantity" className="text-right whitespace-nowrap tabular-nums">
        {formatTonnes(order.quantity)}
      </TableCell>
      <TableCell
        data-label="Total"
        className="text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums"
      >
        {formatPounds(order.totalPrice)}
      </TableCell>
      <TableCell data-label="Status">
        <OrderStatusSelect order={order} />
      </TableCell>
      <TableCell data-label="Payment">
        <div className="flex flex-col items-start gap-1">
          <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus]}>{order.paymentStatus}</Badge>
          {order.paymentIssue ? (
            <Badge tone="danger">{PAYMENT_ISSUE_LABELS[order.paymentIssue]}</Badge>
          ) : null}
        </div>
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
