import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';

import { formatGBP, parsePounds } from '#domain/money';
import { orderPaymentReference } from '#domain/payment-reference';
import type { Order } from '#shared/schemas/orders';
import { bookedDayText, deliveryDetailRows } from '#shared/delivery-format';
import { site } from '#shared/site';
import { DeliveryDetailsList } from '#client/components/delivery-details-list.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { WhatHappensNext } from '#client/features/checkout/components/what-happens-next.tsx';
import { useBackGoesHome } from '#client/features/checkout/use-back-goes-home.ts';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

/** Whole pounds on this screen (spec section 9). */
const wholePounds = (amount: string) => formatGBP(parsePounds(amount), 0);

/** Says a total is rounded, so it does not contradict the exact amount to pay below it. */
const roundedNote = (amount: string) =>
  parsePounds(amount) % 100 === 0 ? '' : ', rounded to the pound';

function Detail({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-500">{label}</dt>
      <dd data-testid={testId} className="text-stone-900">
        {children}
      </dd>
    </div>
  );
}

/** The confirmation screen for a just-placed order; `howToPay` tells the customer how to pay. */
export function OrderConfirmed({ order, howToPay }: { order: Order; howToPay?: ReactNode }) {
  useBackGoesHome();
  const address = [order.addressLine1, order.addressLine2, order.city, order.postcode].filter(
    (line): line is string => Boolean(line),
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="text-center">
        <CircleCheck aria-hidden className="mx-auto size-16 text-forest-600" />
        <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">Order Confirmed</h1>
        <p data-testid="confirmed-lead" className="mt-3 text-lg text-stone-600">
          Thank you, {order.firstName}. We have received your order: our team now checks it and
          confirms it to you by email. Nothing is taken until then.
        </p>
        <p className="mt-4 inline-block rounded-full bg-forest-50 px-5 py-2 font-semibold text-forest-900 ring-1 ring-forest-200">
          Order number <span data-testid="order-number">#{order.id}</span>{' '}
          <span className="font-normal">
            (payment reference{' '}
            <span data-testid="payment-reference">{orderPaymentReference(order.id)}</span>)
          </span>
        </p>
        {order.delivery?.bookedDate ? (
          <p data-testid="confirmed-booked-day" className="mt-3 font-semibold text-stone-800">
            {bookedDayText(order.delivery.bookedDate)}
          </p>
        ) : null}
      </div>

      <Card className="mt-10">
        <CardContent>
          <h2 className="text-lg font-bold text-stone-900">Order details</h2>
          <dl className="mt-4 grid gap-4">
            <Detail label="Product">
              {site.productName}, {order.region}
            </Detail>
            <Detail label="Quantity">{formatTonnes(order.quantity)}</Detail>
            <Detail label="Unit price" testId="confirmed-unit-price">
              {wholePounds(order.unitPrice)} per tonne
            </Detail>
            <Detail label="Total" testId="confirmed-total">
              <span className="text-xl font-bold">{wholePounds(order.totalPrice)}</span>{' '}
              <span className="text-sm text-stone-500">
                including VAT, delivery included{roundedNote(order.totalPrice)}
              </span>
            </Detail>
            <Detail label="Delivery address">
              <address className="not-italic">
                {address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </Detail>
            {order.delivery && deliveryDetailRows(order.delivery).length > 0 ? (
              <Detail label="Delivery details">
                <DeliveryDetailsList delivery={order.delivery} />
              </Detail>
            ) : null}
            <Detail label="Contact">
              <span className="block break-all">{order.email}</span>
              <span className="block">{order.phone}</span>
            </Detail>
          </dl>
        </CardContent>
      </Card>

      {howToPay ? <div className="mt-6">{howToPay}</div> : null}

      <div className="mt-10">
        <WhatHappensNext bookedDate={order.delivery?.bookedDate ?? null} />
      </div>

      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <Link href={paths.home} className={buttonClassName({ size: 'lg' })}>
          Return to Home
        </Link>
        <p className="text-sm text-stone-600">
          Questions? Call{' '}
          <a href={site.phone.href} className="font-semibold text-forest-800 hover:underline">
            {site.phone.display}
          </a>{' '}
          quoting order #{order.id}.
        </p>
      </div>
    </div>
  );
}
