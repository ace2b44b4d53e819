import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, LoaderCircle, XCircle, type LucideIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import { formatLongUkDate } from '#domain/delivery-rounds';
import * as orderEndpoints from '#shared/api/customer-orders';
import type { Order } from '#shared/schemas/orders';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import type { ToastInput } from '#client/components/ui/use-toast.ts';
import { noFields } from '#client/lib/no-fields.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { useDaysFor } from '#client/features/account/api/order-actions.ts';
import { formatOrderDate } from '#client/features/account/account-format.ts';
import { ConfirmFooter } from '#client/features/account/components/confirm-footer.tsx';
import { offeredActions, type OfferedAction } from '#client/features/account/offered-actions.ts';
import { DayChoice, DayChoiceList } from '#client/components/day-choice.tsx';

const FAILED = 'That did not work just now: please try again, or call us.';

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

/**
 * Each action answers the order as it now is; the list is read again either way, as the back
 * office may have changed it meanwhile (decision 040).
 */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders() });
}

interface ConfirmProps {
  endpoint: typeof orderEndpoints.cancelMyOrder | typeof orderEndpoints.askToCancelMyOrder;
  order: Order;
  /** The trigger's words, and the confirming button's. */
  action: string;
  /** Said after `action` to screen readers only: which order. */
  actionTail: string;
  title: string;
  description: string;
  success: ToastInput;
}

/** A confirming dialog whose action sends a request and closes on success. */
function ConfirmDialog(props: ConfirmProps) {
  return (
    <ActionDialog icon={XCircle} label={props.action} labelTail={props.actionTail}>
      {(close) => <ConfirmContent {...props} onDone={close} />}
    </ActionDialog>
  );
}

/**
 * A dialog behind an outlined button. Its content is mounted while open only, so each opening
 * starts afresh: no failure from the last, the days read again, no choice made.
 */
function ActionDialog({
  icon: Icon,
  label,
  labelTail,
  children,
}: {
  icon: LucideIcon;
  label: string;
  labelTail: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Icon aria-hidden className="size-4" />
          {label}
          <span className="sr-only">{labelTail}</span>
        </Button>
      </DialogTrigger>
      {open ? children(() => setOpen(false)) : null}
    </Dialog>
  );
}

function ConfirmContent(props: ConfirmProps & { onDone: () => void }) {
  const confirm = useEndpointForm({
    endpoint: props.endpoint,
    schema: noFields,
    defaultValues: {},
    request: () => ({ params: { id: String(props.order.id) } }),
    success: props.success,
    onSuccess: props.onDone,
    onSettled: useRefreshOrders(),
  });
  return (
    <DialogContent
      role="alertdialog"
      onEscapeKeyDown={(event) => confirm.isPending && event.preventDefault()}
      onInteractOutside={(event) => confirm.isPending && event.preventDefault()}
    >
      <DialogTitle>{props.title}</DialogTitle>
      <DialogDescription>{props.description}</DialogDescription>
      <form noValidate onSubmit={(event) => void confirm.onSubmit(event)}>
        <ConfirmFooter
          keepLabel="Keep order"
          submitLabel={props.action}
          icon={XCircle}
          pending={confirm.isPending}
          error={confirm.error}
          fallback={FAILED}
        />
      </form>
    </DialogContent>
  );
}

function CancelDialog({ order }: { order: Order }) {
  return (
    <ConfirmDialog
      endpoint={orderEndpoints.cancelMyOrder}
      order={order}
      action="Cancel order"
      actionTail={` #${order.id}`}
      title={`Cancel order #${order.id}?`}
      description="We have not confirmed it yet, so it is cancelled at once and its delivery day is freed. Any money you paid is refunded."
      success={{ title: `Order #${order.id} cancelled` }}
    />
  );
}

function AskToCancelDialog({ order }: { order: Order }) {
  return (
    <ConfirmDialog
      endpoint={orderEndpoints.askToCancelMyOrder}
      order={order}
      action="Ask to cancel"
      actionTail={` order #${order.id}`}
      title={`Ask us to cancel order #${order.id}?`}
      description="We have confirmed this order, so we check with the lorry plan and your payment, then cancel it and email you. Until then the order stands."
      success={{
        title: 'Request sent',
        description: `We will be in touch about cancelling order #${order.id}.`,
      }}
    />
  );
}

/** The round's free days for the order, as checkout lists them, to move the booking to. */
function MoveDayDialog({ order }: { order: Order }) {
  return (
    <ActionDialog
      icon={CalendarClock}
      label="Change delivery day"
      labelTail={` of order #${order.id}`}
    >
      {(close) => <MoveDayContent order={order} onDone={close} />}
    </ActionDialog>
  );
}

function MoveDayContent({ order, onDone }: { order: Order; onDone: () => void }) {
  const dates = useDaysFor(order);
  const move = useEndpointForm({
    endpoint: orderEndpoints.moveMyBookedDay,
    schema: () => import('#shared/schemas/delivery').then((m) => m.MoveBookedDaySchema),
    defaultValues: { date: '' },
    request: (body) => ({ params: { id: String(order.id) }, body }),
    success: (_, { date }) => ({
      title: 'Delivery day changed',
      description: `Order #${order.id} now comes on ${formatLongUkDate(date)}. We have emailed you.`,
    }),
    onSuccess: onDone,
    // A day taken meanwhile: the list is read again.
    onError: () => void dates.refetch(),
    onSettled: useRefreshOrders(),
  });
  const { form } = move;
  const chosen = useWatch({ control: form.control, name: 'date' });
  const booked = order.delivery.bookedDate!;
  const days = (dates.data?.days ?? []).filter((day) => day.date !== booked);

  return (
    <DialogContent
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      onEscapeKeyDown={(event) => move.isPending && event.preventDefault()}
      onInteractOutside={(event) => move.isPending && event.preventDefault()}
    >
      <DialogTitle>Change the delivery day</DialogTitle>
      <DialogDescription>
        Order #{order.id} is booked for {formatLongUkDate(booked)}. Choose another day the lorry
        comes to {order.postcode}.
      </DialogDescription>
      <form className="mt-4" noValidate onSubmit={(event) => void move.onSubmit(event)}>
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
            <legend className="mb-2 text-sm font-semibold text-stone-800">New delivery day</legend>
            <DayChoiceList
              days={days}
              chosen={chosen}
              empty="No other day is free in the weeks ahead: call us and we will find one."
              renderDay={(day) => (
                <DayChoice
                  key={day.date}
                  full={day.full}
                  label={day.label}
                  value={day.date}
                  {...form.register('date')}
                />
              )}
            />
          </fieldset>
        )}
        <ConfirmFooter
          keepLabel="Keep this day"
          submitLabel="Move delivery"
          icon={CalendarClock}
          variant="primary"
          pending={move.isPending}
          disabled={!chosen}
          error={move.error}
          fallback={FAILED}
        />
      </form>
    </DialogContent>
  );
}

/** For the account page: the actions beside the order's others; null when there are none. */
export function CustomerOrderActions({ order }: { order: Order }): ReactNode {
  return <OrderActions order={order} offered={offeredActions(order)} />;
}
