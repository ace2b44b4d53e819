import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function OrderSummaryPage() {
  return (
    <PagePlaceholder title="Order Summary">
      Your order summary is coming to this page shortly.
    </PagePlaceholder>
  );
}
