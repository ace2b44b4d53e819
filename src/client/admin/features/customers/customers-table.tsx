import { BadgePercent, Pencil, Tag } from 'lucide-react';

import { VAT_RATE_LABELS, isVatRate } from '#domain/vat';
import type { AdminCustomer } from '#shared/schemas/admin';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { ListTable } from '#client/admin/components/list-table.tsx';
import { CustomPriceStatus } from '#client/admin/features/customers/custom-price-status.tsx';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';

export type CustomerAction = 'details' | 'pricing' | 'vat';

const COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Company',
  'Phone',
  'VAT rate',
  'Custom price',
  'Orders',
  'Actions',
];

interface CustomersTableProps {
  customers: AdminCustomer[] | undefined;
  isLoading: boolean;
  error: Error | null;
  now: Date;
  onAction: (action: CustomerAction, customer: AdminCustomer) => void;
}

export function vatRateLabel(rate: number): string {
  return isVatRate(rate) ? `${rate}% ${VAT_RATE_LABELS[rate]}` : `${rate}%`;
}

export function CustomersTable({
  customers,
  isLoading,
  error,
  now,
  onAction,
}: CustomersTableProps) {
  return (
    <ListTable
      label="Customers"
      columns={COLUMNS}
      numericColumns={['Orders']}
      cardsOnPhone
      items={customers}
      isLoading={isLoading}
      error={error}
      noun="customers"
    >
      {(customer) => (
        <CustomerRow key={customer.id} customer={customer} now={now} onAction={onAction} />
      )}
    </ListTable>
  );
}

function CustomerRow({
  customer,
  now,
  onAction,
}: {
  customer: AdminCustomer;
  now: Date;
  onAction: CustomersTableProps['onAction'];
}) {
  const name = `${customer.firstName} ${customer.lastName}`;
  const none = <span className="text-stone-500">—</span>;
  return (
    <TableRow>
      <TableCell data-label="ID" className="font-mono whitespace-nowrap">
        #{customer.id}
      </TableCell>
      <TableHeaderCell scope="row" className="font-medium whitespace-nowrap">
        {name}
      </TableHeaderCell>
      <TableCell data-label="Email">
        <div className="max-w-72 min-w-48 [overflow-wrap:anywhere]">{customer.email}</div>
      </TableCell>
      <TableCell data-label="Company">
        <div className="min-w-28">{customer.companyName || none}</div>
      </TableCell>
      <TableCell data-label="Phone" className="whitespace-nowrap">
        {customer.phone || none}
      </TableCell>
      <TableCell data-label="VAT rate" className="whitespace-nowrap">
        {vatRateLabel(customer.vatRate)}
      </TableCell>
      <TableCell data-label="Custom price">
        <CustomPriceStatus customer={customer} now={now} />
      </TableCell>
      <TableCell data-label="Orders" className="text-right tabular-nums">
        {customer.orderCount}
      </TableCell>
      <TableCell data-label="Actions">
        <div className="flex gap-1">
          <IconButton
            label={`Edit details of ${name}`}
            onClick={() => onAction('details', customer)}
          >
            <Pencil aria-hidden className="size-4" />
          </IconButton>
          <IconButton
            label={`Set custom pricing for ${name}`}
            onClick={() => onAction('pricing', customer)}
          >
            <Tag aria-hidden className="size-4" />
          </IconButton>
          <IconButton label={`Edit VAT rate of ${name}`} onClick={() => onAction('vat', customer)}>
            <BadgePercent aria-hidden className="size-4" />
          </IconButton>
        </div>
      </TableCell>
    </TableRow>
  );
}
