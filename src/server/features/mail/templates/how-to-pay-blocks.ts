import { howToPay, payableOrder, type PaymentSetup } from '#shared/how-to-pay';
import type { Order } from '#shared/schemas/orders';
import type { Block } from '#server/db/email-document';

/**
 * How to pay the order (#shared/how-to-pay) as email blocks: the amount to pay, then each way
 * to pay with the details to copy. Nothing when the order owes nothing.
 */
export function howToPayBlocks(order: Order, setup: PaymentSetup | undefined): Block[] {
  const pay = setup ? howToPay(setup, payableOrder(order)) : null;
  if (!pay) return [];
  return [
    {
      kind: 'table',
      title: 'How to pay',
      rows: [{ label: pay.amountLabel, value: pay.amountDue, total: true }],
    },
    { kind: 'paragraph', text: pay.lead },
    ...pay.methods.flatMap((method): Block[] => [
      { kind: 'paragraph', text: `${method.title}: ${method.text}` },
      ...(method.rows.length > 0 ? [{ kind: 'table' as const, rows: method.rows }] : []),
    ]),
  ];
}
