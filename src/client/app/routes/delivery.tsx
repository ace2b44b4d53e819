import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function DeliveryPage() {
  return (
    <PagePlaceholder title="Delivery Information">
      Delivery is included in every price per tonne. Full details of delivery times, access
      requirements and how we deliver are coming to this page shortly.
    </PagePlaceholder>
  );
}
