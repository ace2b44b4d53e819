import { ArrowRight, BadgeCheck, Flame, Leaf, Truck } from 'lucide-react';
import { Link } from 'wouter';

import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { anchors, paths } from '#client/config/paths.ts';
import { site } from '#shared/site';
import { scrollToElement } from '#client/lib/scroll-to-element.ts';

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

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-forest-900 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(205,150,86,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(63,124,91,0.45),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium text-wood-200 ring-1 ring-white/15">
            <Flame aria-hidden className="size-4" />
            Premium heating fuel, delivered across the UK
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Premium wood pellets, delivered by the tonne
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-forest-100 sm:text-xl">
            Low-ash ENplus A1 pellets for biomass boilers and stoves. One clear price per tonne for
            your region, with delivery to your door included.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button
              variant="accent"
              size="lg"
              onClick={() => scrollToElement(anchors.postcodeInput, { focus: true })}
            >
              Get Regional Pricing
              <ArrowRight aria-hidden className="size-5" />
            </Button>
            <Link
              href={paths.delivery}
              className={buttonClassName({ variant: 'outline-inverse', size: 'lg' })}
            >
              Learn More
              <span className="sr-only"> about delivery</span>
            </Link>
          </div>
          <ul className="mt-10 grid gap-3 text-forest-100 sm:grid-cols-3 sm:gap-4">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2 text-sm font-medium">
                <Icon aria-hidden className="size-5 shrink-0 text-wood-300" />
                {text}
              </li>
            ))}
          </ul>
        </div>
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
      </div>
    </section>
  );
}
