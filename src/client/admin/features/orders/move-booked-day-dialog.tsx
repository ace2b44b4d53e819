import { useState, type FormEvent } from 'react';

import type { Order } from '#shared/schemas/orders';
import { useMoveBookedDay } from '#client/admin/api/move-booked-day.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import { formatDeliveryDay } from '#client/admin/features/orders/delivery-day.ts';
import { FormField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * Books an order on another day of the round to its postcode (a customer rang, a lorry is off
 * the road). The server checks the round runs there that day and has room, and emails the
 * customer; its refusal (with the next free day when full) is shown as it says it.
 */
export function MoveBookedDayDialog({
  order,
  onOpenChange,
}: {
  order: Order;
  onOpenChange: (open: boolean) => void;
}) {
  const [date, setDate] = useState(order.delivery.bookedDate ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMoveBookedDay();
  const booked = order.delivery.bookedDate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setProblem('Choose the day to book');
      return;
    }
    setProblem(null);
    mutation.mutate(
      { orderId: order.id, date },
      {
        onSuccess: () => {
          toast({
            title: adminMessages.bookedDayMoved,
            description: `Order #${order.id} is booked for ${formatDeliveryDay(date)}. The customer has been emailed.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (err) => {
          const message = errorMessage(err, adminMessages.bookedDayFailed.fallback);
          setProblem(message);
          toast({
            title: adminMessages.bookedDayFailed.title,
            description: message,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>
          {booked ? `Move order #${order.id} to another day` : `Book a day for order #${order.id}`}
        </DialogTitle>
        <DialogDescription>
          {booked ? `Booked for ${formatDeliveryDay(booked)}. ` : 'No delivery day is booked yet. '}
          Any day the round to {order.postcode} runs with room for {order.quantity} t; the customer
          is emailed the new day.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5">
          <FormField id="booked-day-date" label="Delivery day" error={problem ?? undefined}>
            <Input
              {...fieldControlProps('booked-day-date', { error: problem })}
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </FormField>
          <DialogFormFooter
            submitLabel={booked ? 'Move to this day' : 'Book this day'}
            busy={mutation.isPending}
            busyLabel="Booking..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
