import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';

import type { Order } from '#shared/schemas/orders';
import { useAssociateCustomer } from '#client/admin/api/associate-customer.ts';
import {
  CUSTOMER_MATCHES_SHOWN,
  CUSTOMER_SEARCH_MIN_LENGTH,
  useCustomerMatches,
} from '#client/admin/api/get-customers.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { FormField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import { parseCustomerId } from '#client/admin/features/orders/customer-id.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

const SEARCH_ID = 'link-customer-search';
const SEARCH_HINT = `Part of a name or email, at least ${CUSTOMER_SEARCH_MIN_LENGTH} characters.`;

/**
 * Links an order (usually a guest's) to a customer account: found by searching names and
 * emails, or by typing the customer's ID. Choosing a match fills in the ID.
 */
export function LinkCustomerDialog({
  order,
  onOpenChange,
}: {
  order: Order;
  onOpenChange: (open: boolean) => void;
}) {
  const [customerIdText, setCustomerIdText] = useState(
    order.customerId ? String(order.customerId) : '',
  );
  const [searchText, setSearchText] = useState('');
  const mutation = useAssociateCustomer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customerId = parseCustomerId(customerIdText);
    if (customerId === null) {
      toast({ ...adminMessages.invalidCustomerId, variant: 'destructive' });
      return;
    }
    mutation.mutate(
      { orderId: order.id, customerId },
      {
        onSuccess: () => {
          toast({
            title: adminMessages.orderLinked,
            description: `Order #${order.id} is now linked to customer #${customerId}.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: adminMessages.associationFailed.title,
            description: errorMessage(err, adminMessages.associationFailed.fallback),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={scrollingDialog}>
        <DialogTitle>Link order #{order.id} to a customer</DialogTitle>
        <DialogDescription>
          The order will appear in that customer&apos;s order history. Search for the customer, or
          type their ID.
        </DialogDescription>
        <form
          id="link-customer-form"
          noValidate
          onSubmit={submit}
          className={`${scrollingDialogBody} grid grid-cols-1 gap-4`}
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
            chosenId={parseCustomerId(customerIdText)}
            onChoose={(customerId) => setCustomerIdText(String(customerId))}
          />
          <FormField id="link-customer-id" label="Customer ID">
            <Input
              id="link-customer-id"
              inputMode="numeric"
              autoComplete="off"
              required
              value={customerIdText}
              onChange={(event) => setCustomerIdText(event.target.value)}
            />
          </FormField>
        </form>
        <DialogFormFooter
          form="link-customer-form"
          submitLabel="Link order"
          busy={mutation.isPending}
          busyLabel="Linking..."
          className={scrollingDialogFooter}
        />
      </DialogContent>
    </Dialog>
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
