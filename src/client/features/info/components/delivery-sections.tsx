import type { ReactNode } from 'react';
import { CalendarClock, ClipboardList, Map, PoundSterling, Truck } from 'lucide-react';
import { Link } from 'wouter';

import { TIERS } from '#domain/pricing';
import { homePostcodeHref, paths } from '#client/config/paths.ts';
import { deliveryTermsText } from '#shared/delivery-terms';
import { site } from '#shared/site';
import { useDeliveryTerms } from '#client/features/info/api/get-delivery-terms.ts';
import { InfoSection, PointList } from '#client/features/info/components/info-section.tsx';
import { deliveryTimes, serviceTerms } from '#client/features/info/service-terms.ts';

const linkClass =
  'font-semibold text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700';

export function DeliveryServiceSection() {
  return (
    <InfoSection id="delivery-service" title="Delivery Service" icon={Truck}>
      <p>
        Every order is dispatched from our depot in {site.dispatchCentre.town} and delivered by
        experienced drivers who know pellet stores and boilers. We supply ENplus A1 wood pellets in{' '}
        {serviceTerms.supplyFormats}, straight into your store.
      </p>
      <p>
        Delivery is included in the price per tonne you see for your region. The only extra charge
        is for a hose run longer than {serviceTerms.maxHoseMetres} metres, and we always agree it
        with you beforehand.
      </p>
    </InfoSection>
  );
}

export function CoverageAreaSection() {
  return (
    <InfoSection id="coverage-area" title="Coverage Area" icon={Map}>
      <p>
        We deliver to most postcode areas in England, Wales and Scotland. Our coverage page lists
        every area we serve, grouped by country, and shows where delivery is currently available.
      </p>
      <p>
        <Link href={paths.coverage} className={linkClass}>
          See our full delivery coverage
        </Link>
        . If your area is not available yet, please{' '}
        <Link href={paths.contact} className={linkClass}>
          contact us
        </Link>{' '}
        and we will do our best to arrange a delivery.
      </p>
    </InfoSection>
  );
}

const timeOptions = [
  { name: 'Standard', time: deliveryTimes.standard },
  { name: 'Express', time: deliveryTimes.express },
  { name: 'Same day', time: deliveryTimes.sameDay },
] as const;

const sentenceCase = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** `liveDate`: the page's live earliest-date check, shown beside the usual times. */
export function DeliveryTimesSection({ liveDate }: { liveDate?: ReactNode }) {
  const terms = useDeliveryTerms();
  return (
    <InfoSection id="delivery-times" title="Delivery Times" icon={CalendarClock}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {timeOptions.map((option) => (
          <div key={option.name} className="rounded-xl border border-stone-200 bg-white p-4">
            <dt className="text-sm font-semibold tracking-wide text-wood-700 uppercase">
              {option.name}
            </dt>
            <dd className="mt-1 text-lg font-bold text-stone-900">{sentenceCase(option.time)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {terms ? <span data-testid="delivery-terms">{deliveryTermsText(terms)} </span> : null}
        If you need pellets urgently, call us and we will tell you whether express or same-day
        delivery is possible for your area.
      </p>
      {liveDate}
    </InfoSection>
  );
}

export function RequirementsSection() {
  return (
    <InfoSection id="requirements" title="Requirements" icon={ClipboardList}>
      <p>To help your delivery go smoothly, please make sure that:</p>
      <PointList>
        <li>
          There is a safe, clear route for a large delivery lorry, with somewhere to park close to
          your property. Tell us about narrow lanes, weight limits or low bridges when you order.
        </li>
        <li>
          For blown deliveries, the fill point of your pellet store is no more than{' '}
          {serviceTerms.maxHoseMetres} metres from where the lorry can park. Longer hose runs can
          often be arranged for an extra charge.
        </li>
        <li>
          Your store is dry, has room for the quantity you have ordered, and its fill and air-return
          connections are easy to reach.
        </li>
        <li>For 1-tonne bags, there is a firm, level area where the bags can be set down.</li>
        <li>
          Your boiler is switched off before a blown delivery, as its manufacturer recommends.
        </li>
        <li>Someone is at home to show the driver the fill point and sign for the delivery.</li>
      </PointList>
    </InfoSection>
  );
}

export function PricingSection() {
  return (
    <InfoSection id="pricing" title="Pricing" icon={PoundSterling}>
      <p>
        Our prices are per tonne and depend on your delivery region, with delivery included. The
        more you order, the lower the price per tonne:
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {TIERS.map((tier) => (
          <li key={tier.tier} className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="font-bold text-stone-900">{tier.label}</p>
            <p className="text-stone-600">{tier.rangeLabel}</p>
          </li>
        ))}
      </ul>
      <p>
        <strong className="font-semibold text-stone-900">
          Free delivery on orders of {serviceTerms.freeDeliveryFromTonnes} tonnes or more.
        </strong>{' '}
        Prices are shown excluding VAT, which is added at checkout.{' '}
        <Link href={homePostcodeHref} className={linkClass}>
          Enter your postcode
        </Link>{' '}
        to see the prices for your region.
      </p>
    </InfoSection>
  );
}
