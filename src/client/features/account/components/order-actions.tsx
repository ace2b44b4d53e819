import { useState, type ReactNode } from 'react';
import { CalendarClock, LoaderCircle, XCircle } from 'lucide-react';

import { formatLongUkDate } from '#domain/delivery-rounds';
import type { Order } from '#shared/schemas/orders';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import {
  useAskToCancel,
  useCancelOrder,
  useDaysFor,
  useMoveBookedDay,
} from '#client/features/account/api/order-actions.ts';
import { formatOrderDate } from '#client/features/account/account-format.ts';
import { offeredActions, type OfferedAction } from '#client/features/account/offered-actions.ts';

const FAILED = 'That did not work just now: please try again, or call us.';
/** The first days listed; the rest behind 'Show more days', as at checkout. */
const DAYS_SHOWN_FIRST = 8;

function OrderActions({ order, offered }: { order: Order; offered: OfferedAction[] }) {
  return offered.map((action) => {
    switch (action) {
      case 'move':
        return <MoveDayDialog key={action} order={order} />;
      case 'cancel':
        return <CancelDialog key={action} order={order} />;
      case 'ask':
        return <AskToCancelDialog key={action} order={order} />;
      case 'asked':
        return (
          <p
            key={action}
            data-testid="cancel-requested"
            className="basis-full rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            You asked us to cancel this order on {formatOrderDate(order.cancelRequestedAt ?? '')}.
            We will be in touch.
          </p>
        );
    }
  });
}

/** A confirming dialog whose action runs a request and closes on success. */
function ConfirmDialog(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (close: () => void) => void;
  keepLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !props.pending && setOpen(next)}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        {props.error ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {errorMessage(props.error, FAILED)}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={props.pending}>
              {props.keepLabel}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={props.pending}
            onClick={() => props.onConfirm(() => setOpen(false))}
          >
            {props.pending ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : (
              <XCircle aria-hidden className="size-5" />
            )}
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" onClick={() => cancel.reset()}>
          <XCircle aria-hidden className="size-4" />
          Cancel order
          <span className="sr-only"> #{order.id}</span>
        </Button>
      }
      title={`Cancel order #${order.id}?`}
      description="We have not confirmed it yet, so it is cancelled at once and its delivery day is freed. Any money you paid is refunded."
      keepLabel="Keep order"
      confirmLabel="Cancel order"
      pending={cancel.isPending}
      error={cancel.error}
      onConfirm={(close) =>
        cancel.mutate(order.id, {
          onSuccess: () => {
            close();
            toast({ title: `Order #${order.id} cancelled`, variant: 'success' });
          },
        })
      }
    />
  );
}

function AskToCancelDialog({ order }: { order: Order }) {
  const ask = useAskToCancel();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" onClick={() => ask.reset()}>
          <XCircle aria-hidden className="size-4" />
          Ask to cancel
          <span className="sr-only"> order #{order.id}</span>
        </Button>
      }
      title={`Ask us to cancel order #${order.id}?`}
      description="We have confirmed this order, so we check with the lorry plan and your payment, then cancel it and email you. Until then the order stands."
      keepLabel="Keep order"
      confirmLabel="Ask to cancel"
      pending={ask.isPending}
      error={ask.error}
      onConfirm={(close) =>
        ask.mutate(order.id, {
          onSuccess: () => {
            close();
            toast({
              title: 'Request sent',
              description: `We will be in touch about cancelling order #${order.id}.`,
              variant: 'success',
            });
          },
        })
      }
    />
  );
}

/** The round's free days for the order, as checkout lists them, to move the booking to. */
function MoveDayDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [showAll, setShowAll] = useState(false);
  const move = useMoveBookedDay();
  const dates = useDaysFor(order, open);
  const booked = order.delivery.bookedDate!;
  const days = (dates.data?.days ?? []).filter((day) => day.date !== booked);
  const shown = showAll ? days : days.slice(0, DAYS_SHOWN_FIRST);

  function submit() {
    if (!chosen || move.isPending) return;
    move.mutate(
      { id: order.id, date: chosen },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: 'Delivery day changed',
            description: `Order #${order.id} now comes on ${formatLongUkDate(chosen)}. We have emailed you.`,
            variant: 'success',
          });
        },
        // A day taken meanwhile: the list is read again.
        onError: () => void dates.refetch(),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (move.isPending) return;
        setOpen(next);
        setChosen('');
        move.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarClock aria-hidden className="size-4" />
          Change delivery day
          <span className="sr-only"> of order #{order.id}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Change the delivery day</DialogTitle>
        <DialogDescription>
          Order #{order.id} is booked for {formatLongUkDate(booked)}. Choose another day the lorry
          comes to {order.postcode}.
        </DialogDescription>
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {dates.isPending ? (
            <p role="status" className="flex items-center gap-2 text-stone-600">
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
              Loading the days...
            </p>
          ) : dates.isError ? (
            <p role="alert" className="text-red-700">
              We could not load the days just now.
            </p>
          ) : (
            <fieldset data-testid="move-days">
              <legend className="mb-2 text-sm font-semibold text-stone-800">
                New delivery day
              </legend>
              {days.length === 0 ? (
                <p className="text-sm text-stone-600">
                  No other day is free in the weeks ahead: call us and we will find one.
                </p>
              ) : (
                <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
                  {shown.map((day) => (
                    <label
                      key={day.date}
                      className={
                        day.full
                          ? 'flex min-h-12 items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 px-3.5 text-stone-500'
                          : 'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3.5 text-stone-900 hover:border-stone-400 has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-700'
                      }
                    >
                      <input
                        type="radio"
                        name={`move-day-${order.id}`}
                        value={day.date}
                        checked={chosen === day.date}
                        disabled={day.full}
                        onChange={() => setChosen(day.date)}
                        className="size-4 shrink-0 accent-forest-700 focus-visible:outline-none"
                      />
                      <span className="flex-1">{formatLongUkDate(day.date)}</span>
                      {day.full ? (
                        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
                          Full
                        </span>
                      ) : null}
                    </label>
                  ))}
                </div>
              )}
              {days.length > DAYS_SHOWN_FIRST ? (
                <button
                  type="button"
                  className="mt-2 rounded text-sm font-semibold text-forest-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
                  aria-expanded={showAll}
                  onClick={() => setShowAll((all) => !all)}
                >
                  {showAll ? 'Show fewer days' : 'Show more days'}
                </button>
              ) : null}
            </fieldset>
          )}
          {move.error ? (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {errorMessage(move.error, FAILED)}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={move.isPending}>
                Keep this day
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!chosen || move.isPending}>
              {move.isPending ? (
                <LoaderCircle aria-hidden className="size-5 animate-spin" />
              ) : (
                <CalendarClock aria-hidden className="size-5" />
              )}
              Move delivery
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** For the account page: the actions beside the order's others; null when there are none. */
export function CustomerOrderActions({ order }: { order: Order }): ReactNode {
  return <OrderActions order={order} offered={offeredActions(order)} />;
}
