import type { Order } from '#shared/schemas/orders';
import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { EditOrderDialog } from '#client/admin/features/orders/edit-order-dialog.tsx';
import { LinkCustomerDialog } from '#client/admin/features/orders/link-customer-dialog.tsx';
import { MoveBookedDayDialog } from '#client/admin/features/orders/move-booked-day-dialog.tsx';
import type { OrderAction } from '#client/admin/features/orders/orders-table.tsx';
import { NotDeliveredDialog } from '#client/admin/features/orders/not-delivered-dialog.tsx';
import { RecordDeliveryDialog } from '#client/admin/features/orders/record-delivery-dialog.tsx';
import { ResendEmailDialog } from '#client/admin/features/orders/resend-email-dialog.tsx';

/** An order's dialog, opened from the orders table or the order's own view. */
export function OrderDialogs({
  action,
  order,
  onClose,
}: {
  action: OrderAction | null;
  order: Order;
  onClose: () => void;
}) {
  const close = whenClosed(onClose);
  if (action === 'edit')
    return <EditOrderDialog key={order.id} order={order} onOpenChange={close} />;
  if (action === 'link') return <LinkCustomerDialog order={order} onOpenChange={close} />;
  if (action === 'resend') return <ResendEmailDialog order={order} onOpenChange={close} />;
  if (action === 'book-day') return <MoveBookedDayDialog order={order} onOpenChange={close} />;
  if (action === 'record-delivery')
    return <RecordDeliveryDialog order={order} onOpenChange={close} />;
  if (action === 'not-delivered') return <NotDeliveredDialog order={order} onOpenChange={close} />;
  return null;
}
