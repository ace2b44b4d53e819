import { BadgeCheck, Check, HandCoins, Leaf, Truck } from 'lucide-react';

import { MAX_TONNES, MIN_TONNES } from '#domain/quantity';
import { site } from '#shared/site';
import { AboutSection } from '#client/features/info/components/info-section.tsx';

const values = [
  {
    icon: BadgeCheck,
    title: 'Quality without compromise',
    text: 'We only sell ENplus A1 pellets: low ash, low moisture and consistent in size, so your boiler runs cleanly and efficiently.',
  },
  {
    icon: HandCoins,
    title: 'Honest pricing',
    text: 'One price per tonne for your region, with delivery included. Order more and the price per tonne goes down.',
  },
  {
    icon: Truck,
    title: 'Dependable delivery',
    text: 'We agree a delivery date with you, our drivers know pellet stores, and we keep you informed if anything changes.',
  },
  {
    icon: Leaf,
    title: 'Responsible fuel',
    text: 'Our pellets are made from sawmill residues and forestry thinnings, a renewable alternative to oil and LPG.',
  },
] as const;

const reasons = [
  'ENplus A1 certified wood pellets, the top grade of the European standard',
  'Delivery included in every price per tonne',
  `Orders from ${MIN_TONNES} to ${MAX_TONNES} tonnes, in 1-tonne bags or blown in bulk`,
  'Lower prices per tonne for bulk and wholesale quantities',
  `A family business, trading since ${site.establishedYear}`,
  `Dispatched from our own depot in ${site.dispatchCentre.town}`,
  'Friendly, knowledgeable help by phone and email',
  'Secure online ordering, as a guest or with an account',
] as const;

export function AboutValues() {
  return (
    <AboutSection id="our-values" title="Our values">
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xs">
            <span
              aria-hidden
              className="flex size-11 items-center justify-center rounded-xl bg-forest-100 text-forest-700"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}

export function WhyChooseUs() {
  return (
    <AboutSection id="why-choose-us" title="Why choose us">
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-3 text-lg text-stone-700">
            <span
              aria-hidden
              className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-wood-100 text-wood-700"
            >
              <Check className="size-4" />
            </span>
            {reason}
          </li>
        ))}
      </ul>
    </AboutSection>
  );
}
