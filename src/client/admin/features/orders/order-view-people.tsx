import { orderDeliveryProgress } from '#shared/delivery-format';
import type { Order } from '#shared/schemas/orders';
import { Badge } from '#client/admin/components/badge.tsx';
import { FactList, OrderViewCard } from '#client/admin/features/orders/order-view-card.tsx';
import { DeliveryStatusBadge } from '#client/admin/features/orders/delivery-status-badge.tsx';
import { DeliveryDetailsList } from '#client/components/delivery-details-list.tsx';

const lines = (...parts: (string | null)[]) => parts.filter(Boolean).join('\n');

/** Who ordered: name, company, how to reach them, and whether it was an account or a guest. */
export function CustomerCard({ order }: { order: Order }) {
  const billing = order.billingAddressLine1
    ? lines(
        order.billingAddressLine1,
        order.billingAddressLine2,
        order.billingCity,
        order.billingPostcode,
      )
    : 'Same as delivery';
  return (
    <OrderViewCard
      id="order-view-customer"
      title="Customer"
      actions={
        order.customerId === null ? (
          <Badge>Guest</Badge>
        ) : (
          <Badge tone="info">Customer Account</Badge>
        )
      }
    >
      <FactList
        rows={[
          { label: 'Name', value: `${order.firstName} ${order.lastName}` },
          { label: 'Company', value: order.companyName || '—' },
          {
            label: 'Email',
            value: (
              <a href={`mailto:${order.email}`} className="text-forest-800 underline">
                {order.email}
              </a>
            ),
          },
          {
            label: 'Phone',
            value: (
              <a
                href={`tel:${order.phone.replace(/\s+/g, '')}`}
                className="text-forest-800 underline"
              >
                {order.phone}
              </a>
            ),
          },
          {
            label: 'Account',
            value: order.customerId === null ? 'Guest' : `Customer #${order.customerId}`,
          },
          {
            label: 'Billing address',
            value: <span className="whitespace-pre-line">{billing}</span>,
          },
        ]}
      />
    </OrderViewCard>
  );
}

/** Where it goes, how the lorry gets there, and how far the delivery has come. */
export function DeliveryCard({ order }: { order: Order }) {
  const address = lines(order.addressLine1, order.addressLine2, order.city, order.postcode);
  return (
    <OrderViewCard
      id="order-view-delivery"
      title="Delivery"
      actions={<DeliveryStatusBadge order={order} />}
    >
      <div className="grid gap-3">
        <FactList
          rows={[
            { label: 'Address', value: <span className="whitespace-pre-line">{address}</span> },
            { label: 'Region', value: order.region },
            {
              label: 'Progress',
              value: orderDeliveryProgress(order),
            },
          ]}
        />
        <DeliveryDetailsList delivery={order.delivery} />
      </div>
    </OrderViewCard>
  );
}
