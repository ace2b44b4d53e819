import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function CheckoutPage() {
  return (
    <PagePlaceholder title="Checkout">
      Online checkout is coming to this page shortly. To place your order now, please call us and
      quote the region and quantity in your cart.
    </PagePlaceholder>
  );
}
