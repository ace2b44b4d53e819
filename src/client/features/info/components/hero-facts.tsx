import { BadgeCheck, Leaf, Truck } from 'lucide-react';

import { site } from '#shared/site';

// The hero's facts: read, never pressed, so they load apart from the home page's first script.

const promises = [
  { icon: Truck, text: 'Delivery included in every price' },
  { icon: BadgeCheck, text: 'ENplus A1 certified quality' },
  { icon: Leaf, text: `Family-owned since ${site.establishedYear}` },
] as const;

const highlights = [
  { value: '4.8', unit: 'kWh/kg', label: 'Calorific value' },
  { value: '<0.5', unit: '%', label: 'Ash content' },
  { value: '<8', unit: '%', label: 'Moisture' },
  { value: '1-50', unit: 't', label: 'Per order' },
] as const;

/** The hero's three promises, under its buttons. */
export function HeroPromises() {
  return (
    <ul className="mt-10 grid gap-3 text-forest-100 sm:grid-cols-3 sm:gap-4">
      {promises.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 text-sm font-medium">
          <Icon aria-hidden className="size-5 shrink-0 text-wood-300" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The pellets' figures, beside the hero's text on a wide screen. */
export function HeroHighlights() {
  return (
    <dl className="hidden grid-cols-2 gap-4 lg:grid">
      {highlights.map((item) => (
        <div
          key={item.label}
          className="rounded-2xl bg-white/8 p-6 ring-1 ring-white/15 backdrop-blur-sm"
        >
          <dt className="text-sm font-medium text-forest-200">{item.label}</dt>
          <dd className="mt-2 text-4xl font-extrabold tracking-tight">
            {item.value}
            <span className="ml-1 text-lg font-semibold text-wood-300">{item.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
