import { CalendarDays } from 'lucide-react';

import type { DeliveryPromise } from '#shared/schemas/delivery';

/** The earliest delivery the server worked out for the region's first postcode area. */
export function RegionEarliestDelivery({
  delivery,
  area,
}: {
  delivery: DeliveryPromise;
  area: string;
}) {
  return (
    <section
      aria-labelledby="region-earliest-heading"
      className="rounded-xl border border-forest-200 bg-forest-50 p-5"
    >
      <h2 id="region-earliest-heading" className="font-semibold text-stone-900">
        When can our lorry come?
      </h2>
      <p
        data-testid="region-earliest-delivery"
        className="mt-2 flex items-center gap-1.5 font-medium text-forest-800"
      >
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        {delivery.message}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        For a tonne to the {area} area today; your postcode and quantity may give another day.
      </p>
    </section>
  );
}
