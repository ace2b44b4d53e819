import { useState, type ReactNode } from 'react';

import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { useCustomers } from '#client/admin/api/get-customers.ts';
import { CUSTOMER_SORTS, type AdminCustomer, type CustomerSort } from '#shared/schemas/admin';
import { FilterSelect } from '#client/admin/components/filter-fields.tsx';
import { Pagination } from '#client/admin/components/pagination.tsx';
import { SearchInput } from '#client/admin/components/search-input.tsx';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { useListState } from '#client/admin/components/use-list-state.ts';
import { CustomPricingDialog } from '#client/admin/features/customers/custom-pricing-dialog.tsx';
import {
  CUSTOMER_SORT_LABELS,
  DEFAULT_CUSTOMER_SORT,
} from '#client/admin/features/customers/customer-sort.ts';
import {
  CustomersTable,
  type CustomerAction,
} from '#client/admin/features/customers/customers-table.tsx';
import { EditCustomerDialog } from '#client/admin/features/customers/edit-customer-dialog.tsx';
import { VatRateDialog } from '#client/admin/features/customers/vat-rate-dialog.tsx';

/** Customers: search, sort, page through, the three customer dialogs, and data requests. */
/** `children`: what the app places under the list (the data requests panel). */
export function CustomersTab({ children }: { children?: ReactNode }) {
  const list = useListState('customers');
  const [sort, setSort] = useState<CustomerSort>(DEFAULT_CUSTOMER_SORT);
  const { data, isLoading, error, dataUpdatedAt } = useCustomers({ ...list.params, sort });
  const [open, setOpen] = useState<{ action: CustomerAction; customer: AdminCustomer } | null>(
    null,
  );
  const close = whenClosed(() => setOpen(null));
  // Expiry is judged at the moment the list arrived, so a render never reads the clock.
  const now = new Date(dataUpdatedAt || 0);

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Customers"
        description="Registered accounts, their VAT rate and any custom price per tonne."
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput
          id="customers-search"
          label="Search customers"
          placeholder="Name, email or company"
          value={list.searchText}
          onChange={list.setSearchText}
        />
        <FilterSelect
          className="w-full sm:w-56"
          id="customers-sort"
          label="Sort by"
          value={sort}
          options={CUSTOMER_SORTS}
          labels={CUSTOMER_SORT_LABELS}
          onChange={(value) => {
            if (!value) return;
            setSort(value);
            list.setPage(1);
          }}
        />
      </div>
      <CustomersTable
        customers={data?.items}
        isLoading={isLoading}
        error={error}
        now={now}
        onAction={(action, customer) => setOpen({ action, customer })}
      />
      <Pagination noun="customers" idPrefix="customers" total={data?.total ?? 0} paging={list} />
      {children}
      {open?.action === 'details' ? (
        <EditCustomerDialog customer={open.customer} onOpenChange={close} />
      ) : null}
      {open?.action === 'pricing' ? (
        <CustomPricingDialog customer={open.customer} onOpenChange={close} />
      ) : null}
      {open?.action === 'vat' ? (
        <VatRateDialog customer={open.customer} onOpenChange={close} />
      ) : null}
    </div>
  );
}
