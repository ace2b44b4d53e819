import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';

import * as endpoints from '#shared/api/delivery-rounds-admin';
import type { ClosedDayEntry, DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { deliveryRoundsKey } from '#client/admin/api/delivery-rounds.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { useRemoveClosedDay } from '#client/admin/api/delivery-rounds.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { fieldSelect } from '#client/admin/features/deliveries/field-select.ts';
import { formatLongDate } from '#client/admin/components/format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, TextField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { serverFieldErrors, useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/**
 * Days the lorries do not run beyond the bank holidays: the business's own holidays (every
 * round) or one round's lorry off the road.
 */
export function ClosedDays({
  closedDays,
  rounds,
}: {
  closedDays: ClosedDayEntry[];
  rounds: DeliveryRoundEntry[];
}) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.addClosedDay,
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({
          date: z.string().min(1, 'Please choose the day.'),
          roundId: z.string(),
          reason: z.string(),
        }),
      ),
    defaultValues: { date: '', roundId: '', reason: '' },
    request: ({ roundId, ...day }) => ({
      body: { ...day, roundId: roundId ? Number(roundId) : null },
    }),
    success: { title: 'Day closed' },
    // The round stays chosen for the next day to close.
    onSuccess: (_closed, { roundId }) => form.reset({ date: '', roundId, reason: '' }),
    onError: (err) => {
      // A 409 (closed already) carries its field too, but is not a 400: show it on the date.
      if (serverFieldErrors(err, Object.keys(form.getValues())).size === 0) {
        form.setError('date', { message: errorMessage(err, 'Failed to close the day') });
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: deliveryRoundsKey() }),
  });
  const { form } = sending;
  const errors = form.formState.errors;
  const remove = useRemoveClosedDay();
  const roundName = (id: number | null) =>
    id === null ? 'Every round' : (rounds.find((round) => round.id === id)?.name ?? `Round ${id}`);

  function reopen(day: ClosedDayEntry): void {
    remove.mutate(day.id, {
      onSuccess: ({ message }) => toast({ title: 'Day open again', description: message }),
      onError: toastFailure({ title: 'Day not opened', fallback: 'Failed to open the day again' }),
    });
  }

  return (
    <section aria-labelledby="closed-days-heading" className="grid gap-3">
      <h3 id="closed-days-heading" className="text-base font-bold text-stone-900">
        Closed days
      </h3>
      <p className="text-sm text-stone-600">
        Bank holidays are closed already, in each nation. Add the business's own holidays, or a day
        one round's lorry is off the road.
      </p>
      {closedDays.length === 0 ? (
        <p className="text-sm text-stone-600">No other closed days.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Closed days">
          {closedDays.map((day) => (
            <li
              key={day.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold">{formatLongDate(day.date)}</span>
                {' · '}
                {roundName(day.roundId)}
                {day.reason ? <span className="text-stone-600"> · {day.reason}</span> : null}
              </span>
              <IconButton
                label={`Open ${formatLongDate(day.date)} again for ${roundName(day.roundId).toLowerCase()}`}
                onClick={() => reopen(day)}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void sending.onSubmit(event)}
        aria-label="Close a day"
        className="grid items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:grid-cols-[auto_1fr_1fr_auto]"
      >
        <TextField id="closed-day-date" label="Day" type="date" {...bindField(form, 'date')} />
        <FormField id="closed-day-round" label="Round" error={errors.roundId?.message}>
          <select
            {...form.register('roundId')}
            {...fieldControlProps('closed-day-round', { error: errors.roundId?.message })}
            className={fieldSelect}
          >
            <option value="">Every round</option>
            {rounds.map((round) => (
              <option key={round.id} value={round.id}>
                {round.name}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="closed-day-reason"
          label="Reason"
          marker="optional"
          autoComplete="off"
          maxLength={200}
          {...bindField(form, 'reason')}
        />
        <Button type="submit" className="sm:mt-7" disabled={sending.isPending}>
          {sending.isPending ? 'Closing...' : 'Close day'}
        </Button>
      </form>
    </section>
  );
}
