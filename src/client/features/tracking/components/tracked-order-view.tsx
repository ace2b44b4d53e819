import { CalendarCheck, Clock, PackageCheck, PackageSearch, Truck } from 'lucide-react';
import { Link } from 'wouter';

import { bookedDayText } from '#shared/delivery-format';
import { LINK_EXPIRED } from '#shared/order-links';
import { site } from '#shared/site';
import type { TrackedOrder } from '#shared/tracking';
import { OrderTimeline } from '#client/components/order-timeline.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

const deliveredAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** Where an order is on its way to the customer, as its tracking link shows it. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Truck aria-hidden className="size-12 text-forest-700" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">Order #{order.orderId}</h1>
      <p className="mt-2 text-lg text-stone-600">
        Hello {order.firstName}: here is where your {formatTonnes(order.quantity)} of{' '}
        {site.productName} for {order.city}, {order.postcode} has got to.
      </p>
      <Card className="mt-8">
        <CardContent>
          {order.bookedDate ? (
            <p
              data-testid="tracked-booked-day"
              className="mb-5 flex items-start gap-2.5 rounded-lg bg-forest-50 px-3 py-2.5 font-semibold text-forest-900 ring-1 ring-forest-200"
            >
              <CalendarCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
              {bookedDayText(order.bookedDate)}
            </p>
          ) : null}
          {order.delivered ? (
            <p
              data-testid="tracked-delivered"
              className="mb-5 flex items-start gap-2.5 rounded-lg bg-forest-50 px-3 py-2.5 font-semibold text-forest-900 ring-1 ring-forest-200"
            >
              <PackageCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-700" />
              Delivered {deliveredAt.format(new Date(order.delivered.at))}: {order.delivered.tonnes}{' '}
              tonnes by the weighbridge ticket
            </p>
          ) : null}
          <h2 className="text-lg font-bold text-stone-900">Progress</h2>
          <div className="mt-4">
            <OrderTimeline steps={order.steps} />
          </div>
        </CardContent>
      </Card>
      <p className="mt-6 text-stone-600">
        Need to change something? Call us on{' '}
        <a className="font-semibold text-forest-800 underline" href={site.phone.href}>
          {site.phone.display}
        </a>{' '}
        quoting order #{order.orderId}.
      </p>
    </div>
  );
}

/** A tracking link that opens no order: mistyped, cut short, or not ours. */
export function TrackingNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PackageSearch aria-hidden className="size-14 text-wood-700" />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">We could not find that order</h1>
      <p className="mt-4 text-lg text-stone-600">
        The tracking link may be incomplete: please open it straight from your email, or call us on{' '}
        {site.phone.display} and we will tell you where your delivery is.
      </p>
      <Link href={paths.home} className={`${buttonClassName()} mt-8`}>
        Go to Home
      </Link>
    </div>
  );
}

/** A tracking link past its time after delivery, or revoked by the business. */
export function TrackingExpired() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Clock aria-hidden className="size-14 text-wood-700" />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{LINK_EXPIRED.title}</h1>
      <p className="mt-4 text-lg text-stone-600">{LINK_EXPIRED.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.login} className={buttonClassName()}>
          Sign in
        </Link>
        <Link href={paths.contact} className={buttonClassName({ variant: 'outline' })}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
