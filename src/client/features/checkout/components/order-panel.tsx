import { LoaderCircle, Lock } from 'lucide-react';
import { OrderTotals } from '#client/components/pricing/order-totals.tsx';

import { formatGBP } from '#domain/money';
import type { VatRate } from '#domain/vat';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { priceCheckout, type CheckoutLine } from '#client/features/checkout/checkout-line.ts';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

interface OrderPanelProps {
  lines: readonly CheckoutLine[];
  vatRate: VatRate;
  formId: string;
  busy: boolean;
  /** Placing is pointless while the cart holds a price the server refused. */
  blocked: boolean;
}

/** The checkout's right-hand panel: the order at the customer's VAT rate and Place Order. */
export function OrderPanel({ lines, vatRate, formId, busy, blocked }: OrderPanelProps) {
  const order = priceCheckout(lines, vatRate);
  return (
    <Card>
      <CardContent>
        <h2 className="text-lg font-bold text-stone-900">Your Order</h2>
        <ul className="mt-4 divide-y divide-stone-200 border-b border-stone-200">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{line.name}</p>
                <p className="text-sm text-stone-600">{line.region}</p>
                <p className="text-sm text-stone-600">
                  {formatTonnes(line.quantity)} × {formatGBP(line.unitPricePence)}
                </p>
              </div>
              <p className="font-semibold text-stone-900">{formatGBP(line.netPence)}</p>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotalPence={order.subtotalPence}
          vatPence={order.vatPence}
          totalPence={order.totalPence}
          vatRate={vatRate}
          testIdPrefix="checkout"
          className="mt-4 grid gap-2.5 text-stone-700"
        />
        <Button
          type="submit"
          form={formId}
          size="lg"
          className="mt-6 w-full"
          disabled={busy || blocked}
        >
          {busy ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
          {busy ? 'Processing...' : 'Place Order'}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-sm text-stone-500">
          <Lock aria-hidden className="size-3.5" />
          No payment is taken now. We confirm your order first.
        </p>
      </CardContent>
    </Card>
  );
}

/** Phones see the form first: this line up top says what is being ordered and its total. */
export function OrderGlance({
  lines,
  vatRate,
  panelId,
}: Omit<OrderPanelProps, 'formId' | 'busy' | 'blocked'> & { panelId: string }) {
  const order = priceCheckout(lines, vatRate);
  const tonnes = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <a
      href={`#${panelId}`}
      className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm lg:hidden"
    >
      <span className="min-w-0">
        <span className="block font-semibold text-stone-900">
          {formatTonnes(tonnes)}, {lines[0]?.region}
        </span>
        <span className="block text-sm text-forest-800 underline underline-offset-2">
          View order and place it
        </span>
      </span>
      <span className="text-right">
        <span className="block text-lg font-bold text-stone-900">
          {formatGBP(order.totalPence)}
        </span>
        <span className="block text-xs text-stone-500">inc. VAT</span>
      </span>
    </a>
  );
}
