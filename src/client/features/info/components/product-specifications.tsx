import { BadgeCheck, Droplets, Flame, Ruler, Sprout, Wind } from 'lucide-react';

/** The product facts of spec section 2, in the order a boiler engineer reads them. */
const specifications = [
  { icon: BadgeCheck, label: 'Certification', value: 'ENplus A1' },
  { icon: Flame, label: 'Calorific value', value: '4.8 kWh/kg' },
  { icon: Wind, label: 'Ash content', value: 'Under 0.5%' },
  { icon: Droplets, label: 'Moisture', value: 'Under 8%' },
  { icon: Sprout, label: 'Diameter', value: '6 mm' },
  { icon: Ruler, label: 'Length', value: '10-30 mm' },
] as const;

export function ProductSpecifications() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4">
      {specifications.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
            <Icon aria-hidden className="size-4 shrink-0 text-wood-600" />
            {label}
          </dt>
          <dd className="mt-1.5 text-lg font-bold text-stone-900 sm:text-xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
