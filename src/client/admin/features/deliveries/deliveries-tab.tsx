import { useState } from 'react';

import type { DeliveryStop } from '#shared/schemas/delivery';
import { DELIVERY_FORM_LABELS, DELIVERY_FORMS, type DeliveryForm } from '#shared/delivery-options';
import { useDeliveries } from '#client/admin/api/get-deliveries.ts';
import { useRegions } from '#client/lib/use-regions.ts';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { LoadNotes } from '#client/admin/features/deliveries/load-notes.tsx';
import { FilterDropdown } from '#client/admin/features/deliveries/filter-dropdown.tsx';
import { DeliveryDay } from '#client/admin/features/deliveries/delivery-day.tsx';
import { DispatchSheet } from '#client/admin/features/deliveries/dispatch-sheet.tsx';
import { RoundsSection } from '#client/admin/features/deliveries/rounds-section.tsx';
import { ScheduleBar } from '#client/admin/features/deliveries/schedule-bar.tsx';
import { TopUpOffersSection } from '#client/admin/features/deliveries/top-up-offers-section.tsx';

const FORM_OPTIONS = DELIVERY_FORMS.map((f) => ({ value: f, label: DELIVERY_FORM_LABELS[f] }));

/** Lorry runs: open deliveries by day and postcode area, scheduled in one action, printed. */
export function DeliveriesTab() {
  const [region, setRegion] = useState('');
  const [form, setForm] = useState<DeliveryForm | ''>('');
  const filters = { ...(region ? { region } : {}), ...(form ? { form } : {}) };
  const board = useDeliveries(filters);
  const regions = useRegions();
  // The selected drops by order id: the schedule bar reads their earliest dates.
  const [selected, setSelected] = useState<ReadonlyMap<number, DeliveryStop>>(new Map());
  const [sheetDate, setSheetDate] = useState<string | null>(null);
  const toggle = (drops: DeliveryStop[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const drop of drops) {
        if (on) next.set(drop.orderId, drop);
        else next.delete(drop.orderId);
      }
      return next;
    });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 print:hidden">
        <TabHeader
          title="Deliveries"
          description={`Confirmed orders not yet delivered, by day and postcode area: open an area to see and select its drops. A lorry carries ${board.data?.capacityTonnes ?? 28} t.`}
        />
        <div className="flex flex-wrap items-end gap-3">
          <FilterDropdown
            id="deliveries-region"
            label="Region"
            anyLabel="All regions"
            value={region}
            options={regions.data?.map(({ name }) => ({ value: name, label: name })) ?? []}
            onChange={setRegion}
          />
          <FilterDropdown
            id="deliveries-form"
            label="Delivered as"
            anyLabel="Blown or bagged"
            value={form}
            options={FORM_OPTIONS}
            onChange={(chosen) => setForm(DELIVERY_FORMS.find((f) => f === chosen) ?? '')}
          />
          {board.isFetching ? (
            <span role="status" className="text-sm text-stone-500">
              Updating…
            </span>
          ) : null}
        </div>
        <ScheduleBar selected={selected} onScheduled={() => setSelected(new Map())} />
        <LoadNotes what="deliveries" error={board.error} loading={board.isLoading} />
        {board.data?.days.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
            No confirmed orders are waiting for delivery.
          </p>
        ) : null}
        {board.data?.days.map((day) => (
          <DeliveryDay
            key={day.date ?? 'unscheduled'}
            day={day}
            capacityTonnes={board.data.capacityTonnes}
            filters={filters}
            selected={selected}
            onToggle={toggle}
            onPrint={day.date ? () => setSheetDate(day.date) : null}
          />
        ))}
        <RoundsSection />
        <TopUpOffersSection />
      </div>
      {sheetDate ? (
        <DispatchSheet date={sheetDate} filters={filters} onClose={() => setSheetDate(null)} />
      ) : null}
    </div>
  );
}
