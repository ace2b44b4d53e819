import { site } from '#shared/site';
import { deliveryWhen, formatDeliveryDate } from '#shared/delivery-format';
import {
  DELIVERY_FORM_LABELS,
  LORRY_LIMIT_LABELS,
  type DeliveryDayGroup,
} from '#shared/schemas/delivery';
import { Button } from '#client/components/ui/button.tsx';

/** The driver's sheet for one day: one block per drop, printed on its own (admin.css). */
export function DispatchSheet({ day, onClose }: { day: DeliveryDayGroup; onClose: () => void }) {
  const stops = day.areas.flatMap((area) => area.stops);
  return (
    <section
      aria-label="Dispatch sheet"
      className="dispatch-sheet rounded-xl border border-stone-300 bg-white p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-bold text-stone-900">
            Dispatch sheet: {day.date ? formatDeliveryDate(day.date) : ''}
          </h3>
          <p className="text-sm text-stone-600">
            {stops.length} drop{stops.length === 1 ? '' : 's'}, {day.tonnes} t · {site.tradingName}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <Button size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      <ol className="mt-4 grid gap-3">
        {stops.map((stop, index) => (
          <li key={stop.orderId} className="dispatch-drop rounded-lg border border-stone-300 p-3">
            <h4 className="font-bold">
              Drop {index + 1}: order #{stop.orderId} · {stop.quantity} t
              {stop.delivery.date
                ? ` · ${deliveryWhen(stop.delivery.date, stop.delivery.slot)}`
                : ''}
            </h4>
            <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-stone-500">Customer</dt>
              <dd>
                {stop.name}
                {stop.companyName ? `, ${stop.companyName}` : ''}
              </dd>
              <dt className="text-stone-500">Address</dt>
              <dd>
                {[stop.addressLine1, stop.addressLine2, stop.city, stop.postcode]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
              <dt className="text-stone-500">Phone</dt>
              <dd>{stop.phone}</dd>
              <dt className="text-stone-500">Form</dt>
              <dd>{stop.delivery.form ? DELIVERY_FORM_LABELS[stop.delivery.form] : 'Not said'}</dd>
              <dt className="text-stone-500">Lorry limit</dt>
              <dd>
                {stop.delivery.lorryLimit
                  ? LORRY_LIMIT_LABELS[stop.delivery.lorryLimit]
                  : 'Not said'}
              </dd>
              <dt className="text-stone-500">Hose distance</dt>
              <dd>{stop.delivery.hoseMetres !== null ? `${stop.delivery.hoseMetres} m` : '—'}</dd>
              <dt className="text-stone-500">Access notes</dt>
              <dd className="whitespace-pre-line">{stop.delivery.accessNotes ?? '—'}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
