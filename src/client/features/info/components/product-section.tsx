import type { ReactNode } from 'react';

import { ProductSpecifications } from '#client/features/info/components/product-specifications.tsx';

/** The product story and specifications beside the postcode checker (passed in by the page). */
export function ProductSection({ checker }: { checker: ReactNode }) {
  return (
    <section aria-labelledby="product-heading" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <p className="text-sm font-bold tracking-wider text-wood-700 uppercase">Our pellets</p>
          <h2 id="product-heading" className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl">
            Premium Wood Pellets
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-600">
            Clean-burning 6 mm pellets made from untreated softwood. Low ash means less cleaning and
            fewer boiler faults; low moisture means more heat from every tonne. Supplied in 1-tonne
            bags or blown in bulk.
          </p>
          <div className="mt-8">
            <ProductSpecifications />
          </div>
        </div>
        <div className="lg:sticky lg:top-24">{checker}</div>
      </div>
    </section>
  );
}
