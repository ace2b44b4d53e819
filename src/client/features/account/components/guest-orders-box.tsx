import { useQueryClient } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import { formatGBP, parsePounds } from '#domain/money';
import * as endpoints from '#shared/api/customers';
import type { CurrentCustomer, GuestOrder } from '#shared/schemas/customers';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatOrderDate } from '#client/features/account/account-format.ts';
import { useGuestOrders } from '#client/features/account/api/guest-orders.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

/**
 * Orders placed as a guest with the verified address (decision 031): the customer ticks the
 * ones they placed and adds them to the account. Those with the account's name and postcode
 * come ticked; anyone could have typed the address, so nothing is added without the button.
 * Shows nothing until the address is verified, or when there is nothing to choose.
 */
export function GuestOrdersBox({ customer }: { customer: CurrentCustomer }) {
  const guestOrders = useGuestOrders(customer.emailVerified);
  const orders = guestOrders.data?.orders ?? [];
  if (orders.length === 0) return null;
  // A new list (an order added, another placed) starts from its own suggestions.
  return <GuestOrderChoice key={orders.map((order) => order.id).join()} orders={orders} />;
}

function GuestOrderChoice({ orders }: { orders: GuestOrder[] }) {
  const queryClient = useQueryClient();
  const claim = useEndpointForm({
    endpoint: endpoints.claimGuestOrders,
    schema: () => import('#shared/schemas/customers').then((m) => m.ClaimGuestOrdersSchema),
    defaultValues: {
      orderIds: orders.filter((order) => order.suggested).map((order) => order.id),
    },
    success: ({ message }) => ({ title: 'Orders added', description: message }),
    failure: {
      title: 'Orders not added',
      fallback: 'The orders could not be added. Please try again.',
    },
    // Added or not, the lists are read again: another tab may have added some meanwhile.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.guestOrders() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders() });
    },
  });
  const { form } = claim;
  const chosen = useWatch({ control: form.control, name: 'orderIds' });

  const toggle = (id: number, on: boolean) =>
    form.setValue('orderIds', on ? [...chosen, id] : chosen.filter((other) => other !== id));

  return (
    <Card data-testid="guest-orders">
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void claim.onSubmit(event)}
          aria-labelledby="guest-orders-heading"
        >
          <h2
            id="guest-orders-heading"
            className="flex items-center gap-2 text-lg font-bold text-stone-900"
          >
            <PackagePlus aria-hidden className="size-5 text-forest-700" />
            Orders placed as a guest
          </h2>
          <p id="guest-orders-hint" className="mt-3 text-sm text-stone-600">
            {orders.length === 1
              ? 'This order was placed with your email address without signing in. If you placed it, tick it and add it to your account.'
              : 'These orders were placed with your email address without signing in. Tick the ones you placed and add them to your account.'}
          </p>
          <fieldset className="mt-4" aria-describedby="guest-orders-hint">
            <legend className="sr-only">Orders to add to your account</legend>
            <ul className="grid gap-3">
              {orders.map((order) => (
                <li key={order.id} className="flex items-start gap-3">
                  <Checkbox
                    id={`guest-order-${order.id}`}
                    checked={chosen.includes(order.id)}
                    onCheckedChange={(value) => toggle(order.id, value === true)}
                    disabled={claim.isPending}
                    className="mt-0.5"
                  />
                  <Label htmlFor={`guest-order-${order.id}`} className="grid gap-0.5">
                    <span className="font-semibold text-stone-900">
                      Order #{order.id}, {formatOrderDate(order.placedAt)}
                    </span>
                    <span className="text-sm font-normal text-stone-600">
                      {order.quantity} {order.quantity === 1 ? 'tonne' : 'tonnes'},{' '}
                      {formatGBP(parsePounds(order.totalPrice))}, for {order.name}
                    </span>
                    <span className="text-sm font-normal text-stone-600">
                      {order.addressLine1}, {order.city} {order.postcode}
                    </span>
                  </Label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FieldError id="guest-orders-error">{form.formState.errors.orderIds?.message}</FieldError>
          <Button type="submit" className="mt-4" disabled={chosen.length === 0 || claim.isPending}>
            <PendingIcon pending={claim.isPending} icon={PackagePlus} />
            Add the ticked orders to my account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
