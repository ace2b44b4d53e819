import { Link } from 'wouter';

import { site } from '#shared/site';
import { paths } from '#client/config/paths.ts';

/** A region we list but do not deliver to now: no prices, only how to ask. */
export function RegionNotServed({ regionName }: { regionName: string }) {
  return (
    <section
      aria-labelledby="region-not-served-heading"
      className="rounded-2xl border border-wood-200 bg-wood-50 p-6"
    >
      <h2 id="region-not-served-heading" className="text-2xl font-bold text-stone-900">
        We do not deliver to {regionName} at the moment
      </h2>
      <p className="mt-2 leading-relaxed text-stone-700">
        We may still be able to arrange a delivery. Call us on{' '}
        <a
          href={site.phone.href}
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          {site.phone.display}
        </a>{' '}
        or{' '}
        <Link
          href={paths.contact}
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          send us a message
        </Link>{' '}
        and we will see what we can do.
      </p>
    </section>
  );
}
