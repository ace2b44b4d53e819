import { refundOnCancellation } from '#domain/ledger-rules';
import { formatGBP } from '#domain/money';
import { orderMoneyOf } from '#shared/order-money';
import type { Order } from '#shared/schemas/orders';
import type { DialogProps } from '#client/admin/components/form-dialog.tsx';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

/** What cancelling the order would owe back: all it holds (0 when it holds nothing). */
export const refundIfCancelled = (order: Order) =>
  refundOnCancellation(orderMoneyOf({ ...order, status: 'cancelled' }));

/** The question asked before cancelling orders that hold money. */
export function cancelRefundQuestion(orders: readonly Order[]): string {
  const holding = orders.filter((order) => refundIfCancelled(order) > 0);
  const [only] = holding;
  if (holding.length === 1 && only && orders.length === 1) {
    const amount = formatGBP(refundIfCancelled(only));
    return `Order #${only.id} has ${amount} received. Cancel it and mark a refund of ${amount} owed?`;
  }
  const total = formatGBP(holding.reduce((sum, order) => sum + refundIfCancelled(order), 0));
  const which = holding.map((order) => `#${order.id}`).join(', ');
  return `Orders ${which} have ${total} received between them. Cancel them and mark refunds of ${total} owed?`;
}

/** Asks before a cancellation that leaves the business owing a refund. */
export function CancelRefundConfirm({
  question,
  onConfirm,
  onOpenChange,
}: { question: string; onConfirm: () => void } & DialogProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Cancel and owe a refund?</DialogTitle>
        <DialogDescription>{question}</DialogDescription>
        <p className="mt-3 text-sm text-stone-600">
          The customer is told the refund is being arranged, and the business is emailed. Record the
          refund in Payments once it is made.
        </p>
        <DialogFormFooter
          variant="danger"
          cancelLabel="Keep the order"
          submitLabel="Cancel and owe refund"
          onConfirm={() => {
            onConfirm();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
