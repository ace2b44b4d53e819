import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';

import {
  UNSCHEDULED,
  type DeliveriesQuery,
  type DeliveryAreaSummary,
  type DeliveryStop,
} from '#shared/schemas/delivery';
import { useDeliveryDrops } from '#client/admin/api/get-deliveries.ts';
import { DeliveryDropsTable } from '#client/admin/features/deliveries/delivery-drops-table.tsx';
import { LorryLimitCount } from '#client/admin/features/deliveries/lorry-flag.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

interface DeliveryAreaProps {
  date: string | null;
  /** The day's title, to name the area's table. */
  dayTitle: string;
  area: DeliveryAreaSummary;
  filters: DeliveriesQuery;
  selected: ReadonlyMap<number, DeliveryStop>;
  onToggle: (drops: DeliveryStop[], on: boolean) => void;
}

const dropsLabel = (count: number) => `${count} drop${count === 1 ? '' : 's'}`;

/** One postcode area of a day: its totals, and its drops once the planner opens it. */
export function DeliveryArea({ area, ...props }: DeliveryAreaProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="border-t border-stone-100 first:border-t-0">
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((now) => !now)}
          className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-forest-700"
        >
          <ChevronRight
            aria-hidden
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')}
          />
          <span className="font-semibold text-stone-900">{area.area}</span>
          <span className="text-stone-600">
            {dropsLabel(area.drops)} · {area.tonnes} t
          </span>
        </button>
      </h4>
      <div id={panelId} hidden={!open} className="px-4 pb-3">
        {open ? <AreaDrops area={area} {...props} /> : null}
      </div>
    </div>
  );
}

/** The area's drops, fetched when opened; refetched with the board after any change. */
function AreaDrops({ date, dayTitle, area, filters, selected, onToggle }: DeliveryAreaProps) {
  const drops = useDeliveryDrops({ ...filters, date: date ?? UNSCHEDULED, area: area.area });
  if (drops.isPending) {
    return (
      <p role="status" className="text-sm text-stone-500">
        Loading the drops in {area.area}…
      </p>
    );
  }
  if (drops.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        Could not load the drops in {area.area}: {drops.error.message}
        <Button size="sm" variant="outline" onClick={() => void drops.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const ids = drops.data.drops.map((drop) => drop.orderId);
  if (ids.length === 0) {
    return <p className="text-sm text-stone-600">No drops left here.</p>;
  }
  const overLimit = drops.data.drops.filter((drop) => drop.overLorryLimit).length;
  return (
    <div className="grid gap-2">
      <LorryLimitCount count={overLimit} />
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-forest-700"
          checked={ids.every((id) => selected.has(id))}
          onChange={(event) => onToggle(drops.data.drops, event.target.checked)}
        />
        Select all {dropsLabel(ids.length)} in {area.area}
      </label>
      <DeliveryDropsTable
        caption={`${dayTitle}, postcode area ${area.area}`}
        drops={drops.data.drops}
        selected={selected}
        onToggle={onToggle}
      />
    </div>
  );
}
