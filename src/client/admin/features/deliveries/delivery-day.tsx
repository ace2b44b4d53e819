import { AlertTriangle, Printer } from 'lucide-react';

import { addTonnes } from '#domain/delivery-plan';
import { formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveriesQuery, DeliveryDaySummary, DeliveryStop } from '#shared/schemas/delivery';
import { DeliveryArea } from '#client/admin/features/deliveries/delivery-area.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

interface DeliveryDayProps {
  day: DeliveryDaySummary;
  capacityTonnes: number;
  filters: DeliveriesQuery;
  selected: ReadonlyMap<number, DeliveryStop>;
  onToggle: (drops: DeliveryStop[], on: boolean) => void;
  /** Opens the day's dispatch sheet; null for the orders still to be scheduled. */
  onPrint: (() => void) | null;
}

/** One day of lorry runs (or the orders still to be scheduled): its totals by postcode area. */
export function DeliveryDay({
  day,
  capacityTonnes,
  filters,
  selected,
  onToggle,
  onPrint,
}: DeliveryDayProps) {
  const title = day.date ? formatDeliveryDate(day.date) : 'To be scheduled';
  const headingId = `deliveries-${day.date ?? 'unscheduled'}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="delivery-day"
      className="min-w-0 rounded-xl border border-stone-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <div>
          <h3 id={headingId} className="font-bold text-stone-900">
            {title}
          </h3>
          <p
            className={cn(
              'text-sm',
              day.overCapacity ? 'font-semibold text-red-700' : 'text-stone-600',
            )}
          >
            {day.drops} drop{day.drops === 1 ? '' : 's'} · {day.tonnes} t
            {day.date ? ` of ${capacityTonnes} t lorry capacity` : ' waiting'}
            {day.overCapacity ? (
              <span role="note" className="ml-2 inline-flex items-center gap-1">
                <AlertTriangle aria-hidden className="size-4" /> Over capacity by{' '}
                {addTonnes(day.tonnes, -capacityTonnes)} t
              </span>
            ) : null}
          </p>
        </div>
        {onPrint ? (
          <Button size="sm" variant="outline" onClick={onPrint}>
            <Printer aria-hidden className="size-4" /> Dispatch sheet
          </Button>
        ) : null}
      </header>
      {day.areas.map((area) => (
        <DeliveryArea
          key={area.area}
          date={day.date}
          dayTitle={title}
          area={area}
          filters={filters}
          selected={selected}
          onToggle={onToggle}
        />
      ))}
    </section>
  );
}
