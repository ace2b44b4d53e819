import { useState } from 'react';

import { dayDeparture, type DayDeparture } from '#domain/delivery-constraints';
import { SLOT_LABELS, DELIVERY_SLOTS, type DeliverySlot } from '#domain/delivery-status';
import { deliveryWhen, formatDeliveryDate } from '#shared/delivery-format';
import type { DeliveryStop } from '#shared/schemas/delivery';
import { EARLY_REASON_MAX, EARLY_REASON_MIN } from '#shared/delivery-options';
import { useScheduleDeliveries } from '#client/admin/api/schedule-deliveries.ts';
import { sharedBookedDay } from '#client/admin/features/deliveries/booked-day.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const field = 'block h-9 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-stone-900';

/**
 * Schedules every selected order for one date and slot in one action. Until a date is chosen,
 * the date is the day the selected orders were booked for, when they share one.
 */
export function ScheduleBar({
  selected,
  onScheduled,
}: {
  selected: ReadonlyMap<number, DeliveryStop>;
  onScheduled: () => void;
}) {
  // The date typed or picked; null until then, when the booked day stands in.
  const [chosen, setDate] = useState<string | null>(null);
  const date = chosen ?? sharedBookedDay(selected.values());
  const [slot, setSlot] = useState<DeliverySlot>('am');
  const [earlyReason, setEarlyReason] = useState('');
  const mutation = useScheduleDeliveries();
  const count = selected.size;
  // The selected orders whose customers asked for another day than the one chosen.
  const departing = date
    ? [...selected.values()].flatMap((stop) => {
        const departure = dayDeparture(date, stop.delivery);
        return departure ? [{ stop, departure }] : [];
      })
    : [];
  const reasonShort = departing.length > 0 && earlyReason.trim().length < EARLY_REASON_MIN;

  const schedule = () =>
    mutation.mutate(
      {
        orderIds: [...selected.keys()],
        date,
        slot,
        ...(departing.length > 0 ? { earlyReason: earlyReason.trim() } : {}),
      },
      {
        onSuccess: ({ orders }) => {
          toast({
            title: 'Deliveries scheduled',
            description: `${orders.length} order${orders.length === 1 ? '' : 's'} on ${deliveryWhen(date, slot)}.`,
            variant: 'success',
          });
          setEarlyReason('');
          setDate(null);
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
      {departing.length > 0 ? (
        <EarlyReasonField departing={departing} value={earlyReason} onChange={setEarlyReason} />
      ) : null}
      <Button
        type="submit"
        size="sm"
        disabled={count === 0 || !date || reasonShort || mutation.isPending}
      >
        {mutation.isPending ? 'Scheduling…' : `Schedule ${count} selected`}
      </Button>
    </form>
  );
}

/** What the customer asked for, in the planner's words. */
const asked = (orderId: number, departure: DayDeparture) =>
  departure.kind === 'moved'
    ? `Order #${orderId} is booked for ${formatDeliveryDate(departure.bookedDate)}`
    : `Order #${orderId} asks for no earlier than ${formatDeliveryDate(departure.earliestDate)}`;

/**
 * Which selected orders the date departs from what their customers asked (before the
 * earliest date, or off the booked day), and the business's reason to go anyway.
 */
function EarlyReasonField({
  departing,
  value,
  onChange,
}: {
  departing: { stop: DeliveryStop; departure: DayDeparture }[];
  value: string;
  onChange: (reason: string) => void;
}) {
  const moved = departing.some(({ departure }) => departure.kind === 'moved');
  return (
    <div role="group" aria-labelledby="early-reason-note" className="grid w-full gap-1.5">
      <p id="early-reason-note" className="text-sm font-medium text-amber-900">
        {departing.map(({ stop, departure }) => asked(stop.orderId, departure)).join('; ')}.
      </p>
      <Label htmlFor="schedule-early-reason">
        {moved
          ? 'Reason for changing the booked day'
          : 'Reason for delivering before the earliest date'}
      </Label>
      <input
        id="schedule-early-reason"
        required
        minLength={EARLY_REASON_MIN}
        maxLength={EARLY_REASON_MAX}
        className={`${field} w-full max-w-xl`}
        placeholder="e.g. Customer rang: an earlier day suits them"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
