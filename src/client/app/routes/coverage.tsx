import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function CoveragePage() {
  return (
    <PagePlaceholder title="Delivery Coverage">
      We deliver to most of the UK. A full list of the regions we cover, by country, is coming to
      this page shortly. Enter your postcode on the home page to check yours now.
    </PagePlaceholder>
  );
}
