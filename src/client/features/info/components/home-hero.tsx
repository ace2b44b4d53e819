import { Suspense } from 'react';
import { ArrowRight, Flame } from 'lucide-react';
import { Link } from 'wouter';

import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { anchors, paths } from '#client/config/paths.ts';
import { lazyScreen } from '#client/lib/lazy-screen.ts';
import { scrollToElement } from '#client/lib/scroll-to-element.ts';

/**
 * The facts have nothing to press: their script is not part of the first one. The server
 * renders them (loaded up front); in the browser their Suspense boundaries keep the server's
 * HTML until the chunk, asked for at start, has come, while the buttons hydrate at once.
 */
const loadFacts = () => import('#client/features/info/components/hero-facts.tsx');
const HeroPromises = lazyScreen<object>(() =>
  loadFacts().then((m) => ({ default: m.HeroPromises })),
);
const HeroHighlights = lazyScreen<object>(() =>
  loadFacts().then((m) => ({ default: m.HeroHighlights })),
);
export async function preloadHeroFacts(): Promise<void> {
  await Promise.all([HeroPromises.preload(), HeroHighlights.preload()]);
}

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
          <Suspense fallback={null}>
            <HeroPromises />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <HeroHighlights />
        </Suspense>
      </div>
    </section>
  );
}
