import type { ReactNode } from 'react';

import { formatGBP } from '#domain/money';
import { howToPay, payableOrder, type PaymentSetup } from '#shared/how-to-pay';
import type { Order } from '#shared/schemas/orders';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { usePaymentOptions } from '#client/features/payments/api/get-payment-options.ts';
import { HowToPayMethods } from '#client/features/payments/components/how-to-pay-panel.tsx';

/** The confirmation page's 'How to pay' card; nothing while the options load or when paid. */
export function OrderHowToPay({ order }: { order: Order }) {
  const setup = usePaymentOptions();
  const pay = setup ? howToPay(setup, payableOrder(order)) : null;
  if (!pay) return null;
  return (
    <Card>
      <CardContent>
        <section aria-labelledby="how-to-pay-heading">
          <h2 id="how-to-pay-heading" className="text-lg font-bold text-stone-900">
            How to pay
          </h2>
          <HowToPayMethods pay={pay} className="mt-3" />
        </section>
      </CardContent>
    </Card>
  );
}

/**
 * For the order history's action seam: how to pay each order that still owes money, folded
 * away under its amount so the list stays short. Null when the order owes nothing.
 */
export function orderHowToPay(setup: PaymentSetup | undefined): (order: Order) => ReactNode {
  return function renderHowToPay(order) {
    const pay = setup ? howToPay(setup, payableOrder(order)) : null;
    if (!pay) return null;
    return (
      <details
        data-testid="order-how-to-pay"
        className="group w-full rounded-xl border border-stone-200 bg-white p-3 text-sm"
      >
        <summary className="cursor-pointer font-semibold text-forest-800">
          How to pay {formatGBP(pay.amountDuePence)}
        </summary>
        <HowToPayMethods pay={pay} heading="h4" className="mt-3" />
      </details>
    );
  };
}
