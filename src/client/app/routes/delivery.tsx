import { PageHeader } from '#client/components/ui/page-header.tsx';
import {
  DeliveryContactCard,
  ImportantDeliverySection,
} from '#client/features/info/components/delivery-important.tsx';
import {
  CoverageAreaSection,
  DeliveryServiceSection,
  DeliveryTimesSection,
  PricingSection,
  RequirementsSection,
} from '#client/features/info/components/delivery-sections.tsx';
import { paths } from '#client/config/paths.ts';
import { EarliestDeliveryCheck } from '#client/features/pricing/components/earliest-delivery-check.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function DeliveryPage() {
  usePageMeta(paths.delivery);
  return (
    <>
      <PageHeader eyebrow="Delivery" title="Delivery Information">
        <p>
          How we deliver your wood pellets, where we deliver, how long it takes and what we need
          from you on the day.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 py-12 sm:px-6 sm:py-16 grid-cols-[minmax(0,1fr)] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16 lg:px-8">
        <div className="grid gap-12">
          <DeliveryServiceSection />
          <CoverageAreaSection />
          <DeliveryTimesSection liveDate={<EarliestDeliveryCheck />} />
          <RequirementsSection />
          <PricingSection />
          <ImportantDeliverySection />
        </div>
        <div className="lg:sticky lg:top-24">
          <DeliveryContactCard />
        </div>
      </div>
    </>
  );
}
