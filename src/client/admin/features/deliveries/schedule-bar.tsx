import { useQueryClient } from '@tanstack/react-query';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';

import { dayDeparture, type DayDeparture } from '#domain/delivery-constraints';
import { SLOT_LABELS, DELIVERY_SLOTS } from '#domain/delivery-status';
import { deliveryWhen, formatDeliveryDate } from '#shared/delivery-format';
import * as endpoints from '#shared/api/deliveries-admin';
import type { DeliveryStop } from '#shared/schemas/delivery';
import { EARLY_REASON_MAX, EARLY_REASON_MIN } from '#shared/delivery-options';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { sharedBookedDay } from '#client/admin/features/deliveries/booked-day.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const field = 'block h-9 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-stone-900';

/** The selected orders whose customers asked for another day than `date`. */
const departures = (date: string, selected: ReadonlyMap<number, DeliveryStop>) =>
  [...selected.values()].flatMap((stop) => {
    const departure = dayDeparture(date, stop.delivery);
    return departure ? [{ stop, departure }] : [];
  });

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
  const queryClient = useQueryClient();
  const schedule = useEndpointForm({
    endpoint: endpoints.scheduleDeliveries,
    schema: () =>
      import('#client/admin/features/deliveries/schedule-bar-form.ts').then(
        (m) => m.ScheduleBarFormSchema,
      ),
    defaultValues: { date: '', slot: 'am', earlyReason: '' },
    request: (values) => ({
      body: {
        orderIds: [...selected.keys()],
        date: values.date,
        slot: values.slot,
        ...(departures(values.date, selected).length > 0
          ? { earlyReason: values.earlyReason }
          : {}),
      },
    }),
    success: (_, values) => ({
      title: 'Deliveries scheduled',
      description: `${count} order${count === 1 ? '' : 's'} on ${deliveryWhen(values.date, values.slot)}.`,
    }),
    failure: { title: 'Could not schedule', fallback: 'Please try again.' },
    onSuccess: () => {
      form.resetField('earlyReason');
      form.resetField('date');
      onScheduled();
    },
    onSettled: () => void invalidateOrders(queryClient),
  });
  const { form } = schedule;
  const [typed, earlyReason] = useWatch({ control: form.control, name: ['date', 'earlyReason'] });
  // Until a date is typed or picked, the booked day stands in.
  const date = form.formState.dirtyFields.date ? typed : sharedBookedDay(selected.values());
  const count = selected.size;
  const departing = date ? departures(date, selected) : [];
  const reasonShort = departing.length > 0 && earlyReason.trim().length < EARLY_REASON_MIN;
  const errors = form.formState.errors;

  return (
    <form
      aria-label="Schedule selected orders"
      className="flex flex-wrap items-end gap-3 rounded-lg bg-stone-50 p-3"
      noValidate
      onSubmit={(event) => {
        // The booked day standing in is the date sent.
        if (!form.formState.dirtyFields.date) form.setValue('date', date);
        void schedule.onSubmit(event);
      }}
    >
      <div>
        <Label htmlFor="schedule-date">Delivery date</Label>
        <input
          id="schedule-date"
          type="date"
          required
          className={field}
          {...form.register('date')}
          value={date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'schedule-date-error' : undefined}
        />
        <FieldError id="schedule-date-error">{errors.date?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="schedule-slot">Slot</Label>
        <select id="schedule-slot" className={field} {...form.register('slot')}>
          {DELIVERY_SLOTS.map((s) => (
            <option key={s} value={s}>
              {SLOT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {departing.length > 0 ? (
        <EarlyReasonField departing={departing} {...bindField(form, 'earlyReason')} />
      ) : null}
      <Button
        type="submit"
        size="sm"
        disabled={count === 0 || !date || reasonShort || schedule.isPending}
      >
        {schedule.isPending ? 'Scheduling…' : `Schedule ${count} selected`}
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
  registration,
  error,
}: {
  departing: { stop: DeliveryStop; departure: DayDeparture }[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
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
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'schedule-early-reason-error' : undefined}
      />
      <FieldError id="schedule-early-reason-error" className="mt-0">
        {error}
      </FieldError>
    </div>
  );
}
