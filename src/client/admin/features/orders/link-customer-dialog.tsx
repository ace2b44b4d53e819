import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Search } from 'lucide-react';

import * as endpoints from '#shared/api/orders-admin';
import type { Order } from '#shared/schemas/orders';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import {
  CUSTOMER_MATCHES_SHOWN,
  CUSTOMER_SEARCH_MIN_LENGTH,
  useCustomerMatches,
} from '#client/admin/api/get-customers.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { parseCustomerId } from '#client/admin/features/orders/customer-id.ts';
import { FormField, TextField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const SEARCH_ID = 'link-customer-search';
const SEARCH_HINT = `Part of a name or email, at least ${CUSTOMER_SEARCH_MIN_LENGTH} characters.`;

/**
 * Links an order (usually a guest's) to a customer account: found by searching names and
 * emails, or by typing the customer's ID. Choosing a match fills in the ID.
 */
export function LinkCustomerDialog({ order, onOpenChange }: { order: Order } & DialogProps) {
  const [searchText, setSearchText] = useState('');
  const refreshAndClose = useRefreshAndClose(invalidateOrders, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.associateCustomer,
    schema: () => import('#shared/schemas/admin').then((m) => m.AssociateCustomerSchema),
    defaultValues: { customerId: order.customerId ? String(order.customerId) : '' },
    request: (body) => ({ params: { id: String(order.id) }, body }),
    success: (_linked, { customerId }) => ({
      title: adminMessages.orderLinked,
      description: `Order #${order.id} is now linked to customer #${customerId}.`,
    }),
    failure: adminMessages.associationFailed,
    onSuccess: refreshAndClose,
    onInvalid: () => toast({ ...adminMessages.invalidCustomerId, variant: 'destructive' }),
  });
  const { form } = sending;
  const typedId = useWatch({ control: form.control, name: 'customerId' });

  return (
    <FormDialog
      title={`Link order #${order.id} to a customer`}
      description="The order will appear in that customer's order history. Search for the customer, or type their ID."
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Link order"
      busyLabel="Linking..."
      width="sm:max-w-md"
      bodyClassName="grid-cols-1"
    >
      <FormField id={SEARCH_ID} label="Find a customer" hint={SEARCH_HINT}>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          />
          <Input
            {...fieldControlProps(SEARCH_ID, { hint: SEARCH_HINT })}
            type="search"
            autoComplete="off"
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            // Enter in the search chooses nothing: it must not link the order.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            className="pl-9"
          />
        </div>
      </FormField>
      <CustomerMatches
        searchText={searchText}
        chosenId={typeof typedId === 'string' ? parseCustomerId(typedId) : null}
        onChoose={(customerId) => form.setValue('customerId', String(customerId))}
      />
      <TextField
        id="link-customer-id"
        label="Customer ID"
        inputMode="numeric"
        autoComplete="off"
        required
        {...bindField(form, 'customerId')}
      />
    </FormDialog>
  );
}

/**
 * The customers matching the search, as radio buttons (arrow keys move between them); the
 * chosen one is the customer whose ID is in the ID field. What the search found is announced.
 */
function CustomerMatches({
  searchText,
  chosenId,
  onChoose,
}: {
  searchText: string;
  chosenId: number | null;
  onChoose: (customerId: number) => void;
}) {
  const search = useDebouncedValue(searchText).trim();
  const searching = search.length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const { data, error, isFetching } = useCustomerMatches(search);
  // A match list is shown for the search it answers, never a previous search's.
  const matches = searching && data && !isFetching ? data : null;

  let status = '';
  if (searching && error) {
    status = `The search failed: ${errorMessage(error, 'please try again')}`;
  } else if (searching && !matches) {
    status = 'Searching...';
  } else if (matches && matches.total === 0) {
    status = `No customer matches “${search}”.`;
  } else if (matches) {
    status =
      matches.total > CUSTOMER_MATCHES_SHOWN
        ? `${matches.total} customers match; the first ${CUSTOMER_MATCHES_SHOWN} are shown. Type more to narrow the search.`
        : `${matches.total} ${matches.total === 1 ? 'customer matches' : 'customers match'}.`;
  }

  return (
    <div className="grid min-w-0 gap-2">
      <p role="status" className="text-sm text-stone-600">
        {status}
      </p>
      {matches && matches.items.length > 0 ? (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-2 text-sm font-semibold text-stone-800">Matching customers</legend>
          {matches.items.map((customer) => (
            <label
              key={customer.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-wood-500',
                chosenId === customer.id
                  ? 'border-forest-600 bg-forest-50'
                  : 'border-stone-300 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="link-customer-match"
                value={customer.id}
                checked={chosenId === customer.id}
                onChange={() => onChoose(customer.id)}
                className="mt-1 size-4 shrink-0 accent-forest-700"
              />
              <span className="min-w-0">
                <span className="block font-semibold wrap-anywhere text-stone-900">
                  {customer.firstName} {customer.lastName}
                </span>
                <span className="block text-sm wrap-anywhere text-stone-600">{customer.email}</span>
                <span className="block text-sm text-stone-600">Customer #{customer.id}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
