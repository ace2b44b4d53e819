import * as endpoints from '#shared/api/orders-admin';
import type { Order } from '#shared/schemas/orders';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { formatDeliveryDay } from '#client/admin/features/orders/delivery-day.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/**
 * Books an order on another day of the round to its postcode (a customer rang, a lorry is off
 * the road). The server checks the round runs there that day and has room, and emails the
 * customer; its refusal (with the next free day when full) is shown as it says it.
 */
export function MoveBookedDayDialog({ order, onOpenChange }: { order: Order } & DialogProps) {
  const booked = order.delivery.bookedDate;
  const refreshAndClose = useRefreshAndClose(invalidateOrders, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.moveBookedDay,
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({ date: z.string().min(1, 'Choose the day to book') }),
      ),
    defaultValues: { date: booked ?? '' },
    request: (body) => ({ params: { id: String(order.id) }, body }),
    success: (_moved, { date }) => ({
      title: adminMessages.bookedDayMoved,
      description: `Order #${order.id} is booked for ${formatDeliveryDay(date)}. The customer has been emailed.`,
    }),
    onSuccess: refreshAndClose,
    // Whatever the refusal (a day the round does not run, a full day), it is the day's.
    onError: (err) => {
      const message = errorMessage(err, adminMessages.bookedDayFailed.fallback);
      sending.form.setError('date', { type: 'server', message });
      toast({
        title: adminMessages.bookedDayFailed.title,
        description: message,
        variant: 'destructive',
      });
    },
  });
  const { form } = sending;

  return (
    <FormDialog
      title={
        booked ? `Move order #${order.id} to another day` : `Book a day for order #${order.id}`
      }
      description={
        <>
          {booked ? `Booked for ${formatDeliveryDay(booked)}. ` : 'No delivery day is booked yet. '}
          Any day the round to {order.postcode} runs with room for {order.quantity} t; the customer
          is emailed the new day.
        </>
      }
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel={booked ? 'Move to this day' : 'Book this day'}
      busyLabel="Booking..."
      width="sm:max-w-md"
    >
      <TextField
        id="booked-day-date"
        label="Delivery day"
        type="date"
        required
        {...bindField(form, 'date')}
      />
    </FormDialog>
  );
}
