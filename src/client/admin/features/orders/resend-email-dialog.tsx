import { useState, type FormEvent } from 'react';

import type { Order } from '#shared/schemas/orders';
import {
  EMAIL_RECIPIENTS,
  useResendOrderEmail,
  type EmailRecipient,
} from '#client/admin/api/resend-order-email.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';

const RECIPIENT_LABELS: Record<
  EmailRecipient,
  { title: string; detail: (order: Order) => string }
> = {
  customer: { title: 'Customer', detail: (order) => `The order confirmation, to ${order.email}` },
  admin: {
    title: 'Admin',
    detail: () => "The new-order notification, to the shop's new orders email (Settings)",
  },
};

/** Sends an order's email again, to the customer or to the shop. */
export function ResendEmailDialog({
  order,
  onOpenChange,
}: {
  order: Order;
  onOpenChange: (open: boolean) => void;
}) {
  const [recipient, setRecipient] = useState<EmailRecipient>('customer');
  const mutation = useResendOrderEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { orderId: order.id, recipient },
      {
        onSuccess: (answer) => {
          toast({
            title: adminMessages.emailSent,
            description: answer.message,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: adminMessages.emailFailed.title,
            description: errorMessage(err, adminMessages.emailFailed.fallback),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Resend email for order #{order.id}</DialogTitle>
        <DialogDescription>Choose who receives the order email again.</DialogDescription>
        <form onSubmit={submit} className="mt-5">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-stone-800">Recipient</legend>
            {EMAIL_RECIPIENTS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-wood-500',
                  recipient === value
                    ? 'border-forest-600 bg-forest-50'
                    : 'border-stone-300 hover:bg-stone-50',
                )}
              >
                <input
                  type="radio"
                  name="recipient"
                  value={value}
                  checked={recipient === value}
                  onChange={() => setRecipient(value)}
                  className="mt-1 size-4 shrink-0 accent-forest-700"
                />
                <span>
                  <span className="block font-semibold text-stone-900">
                    {RECIPIENT_LABELS[value].title}
                  </span>
                  <span className="block text-sm text-stone-600">
                    {RECIPIENT_LABELS[value].detail(order)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <DialogFormFooter
            submitLabel="Send email"
            busy={mutation.isPending}
            busyLabel="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
