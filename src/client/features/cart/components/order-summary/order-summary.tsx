import { toast } from '#client/components/ui/use-toast.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { DeliveryPanel } from '#client/features/cart/components/order-summary/delivery-panel.tsx';
import { PaymentAndContact } from '#client/features/cart/components/order-summary/payment-and-contact.tsx';
import { SummaryItems } from '#client/features/cart/components/order-summary/summary-items.tsx';
import { SummaryTotals } from '#client/features/cart/components/order-summary/summary-totals.tsx';
import { PriceChangeNotice } from '#client/features/cart/components/price-change-notice.tsx';

/**
 * The cart page (spec section 2). The route only renders it while the cart has items, and
 * passes the payment options the business offers.
 */
export function OrderSummary({ paymentOptions }: { paymentOptions?: string[] }) {
  const { items, clear, priceChange } = useCart();
  const region = items[0]?.region ?? '';

  function clearCart(): void {
    clear();
    toast({ title: 'Cart cleared' });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">Order Summary</h1>
      <p className="mt-2 text-stone-600">Check your order before you continue to checkout.</p>
      {priceChange ? <PriceChangeNotice message={priceChange} className="mt-6" /> : null}

      {/* One column on phones (items, total, delivery, payment); the total beside them on desktop. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="lg:col-start-1">
          <SummaryItems items={items} />
        </div>
        <aside
          aria-label="Order total"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <SummaryTotals items={items} onClear={clearCart} />
        </aside>
        <div className="lg:col-start-1">
          <DeliveryPanel region={region} />
        </div>
        <div className="lg:col-start-1">
          <PaymentAndContact {...(paymentOptions && { options: paymentOptions })} />
        </div>
      </div>
    </div>
  );
}
