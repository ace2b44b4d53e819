import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';

import type { ClosedDayEntry, DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { useAddClosedDay, useRemoveClosedDay } from '#client/admin/api/delivery-rounds.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { serverFieldErrors } from '#client/admin/components/server-field-errors.ts';
import { formatLongDate } from '#client/admin/components/format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, TextField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const select =
  'block h-11 w-full rounded-md border border-stone-300 bg-white px-2.5 text-base text-stone-900';

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
  const add = useAddClosedDay();
  const remove = useRemoveClosedDay();
  const [date, setDate] = useState('');
  const [roundId, setRoundId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roundName = (id: number | null) =>
    id === null ? 'Every round' : (rounds.find((round) => round.id === id)?.name ?? `Round ${id}`);

  function submit(event: FormEvent): void {
    event.preventDefault();
    if (!date) {
      setErrors({ date: 'Please choose the day.' });
      return;
    }
    add.mutate(
      { date, roundId: roundId ? Number(roundId) : null, reason },
      {
        onSuccess: () => {
          setErrors({});
          setDate('');
          setReason('');
          toast({ title: 'Day closed', variant: 'success' });
        },
        onError: (err) => {
          const issues = serverFieldErrors(err);
          const fields = Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
          // A 409 (closed already) carries its field too, but is not a 400: show it on the date.
          setErrors(
            issues.length > 0 ? fields : { date: errorMessage(err, 'Failed to close the day') },
          );
        },
      },
    );
  }

  function reopen(day: ClosedDayEntry): void {
    remove.mutate(day.id, {
      onSuccess: ({ message }) => toast({ title: 'Day open again', description: message }),
      onError: (err) =>
        toast({
          title: 'Day not opened',
          description: errorMessage(err, 'Failed to open the day again'),
          variant: 'destructive',
        }),
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
        onSubmit={submit}
        aria-label="Close a day"
        className="grid items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:grid-cols-[auto_1fr_1fr_auto]"
      >
        <TextField
          id="closed-day-date"
          label="Day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
        />
        <FormField id="closed-day-round" label="Round" error={errors.roundId}>
          <select
            {...fieldControlProps('closed-day-round', { error: errors.roundId })}
            className={select}
            value={roundId}
            onChange={(event) => setRoundId(event.target.value)}
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
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <Button type="submit" className="sm:mt-7" disabled={add.isPending}>
          {add.isPending ? 'Closing...' : 'Close day'}
        </Button>
      </form>
    </section>
  );
}
