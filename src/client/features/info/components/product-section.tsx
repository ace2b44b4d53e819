import { Suspense, type ReactNode } from 'react';

import { lazyScreen } from '#client/lib/lazy-screen.ts';

/**
 * The specifications and certificates are read, never pressed: their script is not part of
 * the home page's first one. The server renders them (loaded up front); in the browser their
 * Suspense boundary keeps the server's HTML until the chunks, asked for at start, have come,
 * while the checker beside them hydrates.
 */
const ProductSpecifications = lazyScreen<object>(() =>
  import('#client/features/info/components/product-specifications.tsx').then((m) => ({
    default: m.ProductSpecifications,
  })),
);
const ShopCertificatesLine = lazyScreen<{ className: string }>(() =>
  import('#client/features/info/components/shop-certificates-line.tsx').then((m) => ({
    default: m.ShopCertificatesLine,
  })),
);
export async function preloadProductFacts(): Promise<void> {
  await Promise.all([ProductSpecifications.preload(), ShopCertificatesLine.preload()]);
}

/**
 * The product story and specifications beside the postcode checker (passed in by the page).
 * Source order is intro, checker, specifications: on a phone the checker comes before the
 * spec grid, on a desktop the grid places the checker in its own column.
 */
export function ProductSection({ checker }: { checker: ReactNode }) {
  return (
    <section aria-labelledby="product-heading" className="py-14 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8 lg:px-8">
        <div className="lg:col-start-1">
          <p className="text-sm font-bold tracking-wider text-wood-700 uppercase">Our pellets</p>
          <h2 id="product-heading" className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl">
            Premium Wood Pellets
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-600">
            Clean-burning 6 mm pellets made from untreated softwood. Low ash means less cleaning and
            fewer boiler faults; low moisture means more heat from every tonne. Supplied in 1-tonne
            bags or blown in bulk.
          </p>
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {checker}
        </div>
        <div className="lg:col-start-1">
          <h3 className="sr-only">Specifications</h3>
          <Suspense fallback={null}>
            <ProductSpecifications />
            <ShopCertificatesLine className="mt-4" />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
