import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';
import { site } from '#shared/site';

export default function AboutPage() {
  return (
    <PagePlaceholder title="About Us">
      {site.tradingName} is a family business trading since {site.establishedYear} from the East
      Midlands, delivering certified premium wood pellets across the UK from our dispatch centre in
      Scunthorpe.
    </PagePlaceholder>
  );
}
