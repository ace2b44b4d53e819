import * as endpoints from '#shared/api/orders-admin';
import type { Order } from '#shared/schemas/orders';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { RadioGroupField } from '#client/components/ui/form-kit.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

function recipientOptions(order: Order) {
  return [
    {
      value: 'customer',
      title: 'Customer',
      detail: `The order confirmation, to ${order.email}`,
    },
    {
      value: 'admin',
      title: 'Admin',
      detail: "The new-order notification, to the shop's new orders email (Settings)",
    },
  ].map(({ value, title, detail }) => ({
    value,
    label: (
      <span>
        <span className="block font-semibold text-stone-900">{title}</span>
        <span className="block text-sm text-stone-600">{detail}</span>
      </span>
    ),
  }));
}

/** Sends an order's email again, to the customer or to the shop. */
export function ResendEmailDialog({ order, onOpenChange }: { order: Order } & DialogProps) {
  // The email is recorded in the order's history, which is read again.
  const refreshAndClose = useRefreshAndClose(invalidateOrders, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.resendOrderEmail,
    schema: () => import('#shared/schemas/admin').then((m) => m.ResendEmailSchema),
    defaultValues: { recipient: 'customer' },
    request: (body) => ({ params: { id: String(order.id) }, body }),
    success: (answer) => ({ title: adminMessages.emailSent, description: answer.message }),
    failure: adminMessages.emailFailed,
    onSuccess: refreshAndClose,
  });

  return (
    <FormDialog
      title={`Resend email for order #${order.id}`}
      description="Choose who receives the order email again."
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Send email"
      busyLabel="Sending..."
      width="sm:max-w-md"
    >
      <RadioGroupField
        id="resend-recipient"
        legend="Recipient"
        registration={sending.form.register('recipient')}
        options={recipientOptions(order)}
        cards
      />
    </FormDialog>
  );
}
