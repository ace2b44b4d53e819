import { BadgeCheck, HeartHandshake, Recycle, TreePine } from 'lucide-react';

import { site } from '#shared/site';

const points = [
  {
    icon: BadgeCheck,
    title: 'ENplus A1 certified',
    text: 'The highest grade of the European pellet standard, independently audited from production to your store.',
  },
  {
    icon: TreePine,
    title: 'Sustainably sourced',
    text: 'Made from sawmill residues and forestry thinnings from responsibly managed forests.',
  },
  {
    icon: Recycle,
    title: 'Carbon-lean heating',
    text: 'Pellets release the carbon the trees absorbed while growing, a far lower footprint than oil or LPG.',
  },
  {
    icon: HeartHandshake,
    title: 'A family business',
    text: `Family-owned and trading since ${site.establishedYear}, with a dispatch centre in Scunthorpe serving customers across the UK.`,
  },
] as const;

export function SustainabilitySection() {
  return (
    <section aria-labelledby="sustainability-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-wider text-wood-700 uppercase">Sustainability</p>
          <h2
            id="sustainability-heading"
            className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl"
          >
            Warmth you can feel good about
          </h2>
          <p className="mt-4 text-lg text-stone-600">
            Renewable heat from a supplier that knows where every tonne comes from.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
