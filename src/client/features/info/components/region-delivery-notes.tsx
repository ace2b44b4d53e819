import { Link } from 'wouter';

import { deliveryTermsText } from '#shared/delivery-terms';
import { site } from '#shared/site';
import { paths } from '#client/config/paths.ts';
import { useDeliveryTerms } from '#client/features/info/api/get-delivery-terms.ts';
import { serviceTerms } from '#client/features/info/service-terms.ts';

/** How a delivery to a region goes, from the same promises the delivery page makes. */
export function RegionDeliveryNotes({ regionName }: { regionName: string }) {
  const terms = useDeliveryTerms();
  return (
    <section aria-labelledby="region-delivery-heading">
      <h2 id="region-delivery-heading" className="text-2xl font-bold text-stone-900">
        How delivery works in {regionName}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-700">
        <li>
          Our lorries leave our dispatch centre in {site.dispatchCentre.town} and deliver in{' '}
          {serviceTerms.supplyFormats}.
        </li>
        {terms ? <li data-testid="delivery-terms">{deliveryTermsText(terms)}</li> : null}
        <li>
          Blown deliveries reach up to {serviceTerms.maxHoseMetres} metres of hose from the lorry
          and take {serviceTerms.deliveryDuration}.
        </li>
      </ul>
      <p className="mt-3 text-stone-700">
        Read our{' '}
        <Link
          href={paths.delivery}
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          delivery information
        </Link>{' '}
        for the access our lorries need.
      </p>
    </section>
  );
}
