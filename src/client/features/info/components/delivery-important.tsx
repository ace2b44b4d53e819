import { Info, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { site } from '#shared/site';
import {
  InfoCard,
  InfoSection,
  PointList,
} from '#client/features/info/components/info-section.tsx';
import { serviceTerms } from '#client/features/info/service-terms.ts';

export function ImportantDeliverySection() {
  return (
    <InfoSection id="important" title="Important Delivery Information" icon={Info}>
      <PointList>
        <li>
          A delivery usually takes {serviceTerms.deliveryDuration} once the lorry is parked,
          depending on the quantity and the length of the hose run.
        </li>
        <li>
          If the driver cannot deliver safely, for example because access is blocked or the store is
          not ready, we will contact you to rearrange.
        </li>
        <li>
          You can cancel free of charge up to {serviceTerms.freeCancellationHours} hours before your
          delivery.
        </li>
        <li>
          Please check your pellets on delivery and tell us about any quality issue within{' '}
          {serviceTerms.reportQualityIssuesDays} days.
        </li>
        <li>
          Keep bagged pellets covered and off the ground, and keep your store dry: damp pellets
          swell and break down.
        </li>
      </PointList>
      <p>
        Our full{' '}
        <Link
          href={paths.terms}
          className="font-semibold text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700"
        >
          terms and conditions
        </Link>{' '}
        explain delivery, cancellation and quality in more detail.
      </p>
    </InfoSection>
  );
}

/** The delivery team's details beside the delivery information. */
export function DeliveryContactCard() {
  return (
    <InfoCard as="aside" id="delivery-contact" title="Questions about delivery?">
      <p className="mt-2 text-stone-600">Our team is happy to help you plan your delivery.</p>
      <ul className="mt-5 grid gap-4 text-stone-800">
        <li className="flex gap-3">
          <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-wood-600" />
          <a
            href={site.phone.href}
            className="font-bold text-forest-800 underline-offset-4 hover:underline"
          >
            {site.phone.display}
          </a>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-wood-600" />
          <a
            href={`mailto:${site.email}`}
            className="[overflow-wrap:anywhere] text-forest-800 underline-offset-4 hover:underline"
          >
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-wood-600" />
          <address className="not-italic">
            <span className="font-semibold">{site.dispatchCentre.label}</span>
            {site.dispatchCentre.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </li>
      </ul>
      <div className="mt-6 grid gap-3">
        <Link href={paths.contact} className={buttonClassName()}>
          Contact Us
        </Link>
        <Link href={paths.coverage} className={buttonClassName({ variant: 'outline' })}>
          View Delivery Coverage
        </Link>
      </div>
    </InfoCard>
  );
}
