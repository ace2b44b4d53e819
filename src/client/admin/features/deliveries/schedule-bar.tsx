import { useState } from 'react';

import { SLOT_LABELS, DELIVERY_SLOTS, type DeliverySlot } from '#domain/delivery-status';
import { deliveryWhen } from '#shared/delivery-format';
import { useScheduleDeliveries } from '#client/admin/api/schedule-deliveries.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const field = 'block h-9 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-stone-900';

/** Schedules every selected order for one date and slot in one action. */
export function ScheduleBar({
  selected,
  onScheduled,
}: {
  selected: ReadonlySet<number>;
  onScheduled: () => void;
}) {
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<DeliverySlot>('am');
  const mutation = useScheduleDeliveries();
  const count = selected.size;

  const schedule = () =>
    mutation.mutate(
      { orderIds: [...selected], date, slot },
      {
        onSuccess: ({ orders }) => {
          toast({
            title: 'Deliveries scheduled',
            description: `${orders.length} order${orders.length === 1 ? '' : 's'} on ${deliveryWhen(date, slot)}.`,
            variant: 'success',
          });
          onScheduled();
        },
        onError: (err) =>
          toast({
            title: 'Could not schedule',
            description: errorMessage(err, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <form
      aria-label="Schedule selected orders"
      className="flex flex-wrap items-end gap-3 rounded-lg bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        schedule();
      }}
    >
      <div>
        <Label htmlFor="schedule-date">Delivery date</Label>
        <input
          id="schedule-date"
          type="date"
          required
          className={field}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="schedule-slot">Slot</Label>
        <select
          id="schedule-slot"
          className={field}
          value={slot}
          onChange={(event) => setSlot(event.target.value as DeliverySlot)}
        >
          {DELIVERY_SLOTS.map((s) => (
            <option key={s} value={s}>
              {SLOT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={count === 0 || !date || mutation.isPending}>
        {mutation.isPending ? 'Scheduling…' : `Schedule ${count} selected`}
      </Button>
    </form>
  );
}
