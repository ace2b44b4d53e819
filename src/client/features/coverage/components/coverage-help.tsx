import { MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { site } from '#shared/site';

/** Who to call when an area is not listed as available, and where deliveries leave from. */
export function CoverageHelp() {
  return (
    <aside
      aria-labelledby="coverage-help-heading"
      className="rounded-2xl border border-wood-200 bg-wood-50 p-6"
    >
      <h2 id="coverage-help-heading" className="text-xl font-bold text-stone-900">
        Need help with delivery?
      </h2>
      <p className="mt-2 leading-relaxed text-stone-700">
        If your area is not listed as available, or you are not sure which region you are in, give
        us a call and we will see what we can arrange.
      </p>
      <dl className="mt-5 grid gap-4">
        <div className="flex gap-3">
          <dt>
            <Phone aria-hidden className="mt-0.5 size-5 text-wood-700" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
            <a
              href={site.phone.href}
              className="text-lg font-bold text-forest-800 underline-offset-4 hover:underline"
            >
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <MapPin aria-hidden className="mt-0.5 size-5 text-wood-700" />
            <span className="sr-only">{site.dispatchCentre.label}</span>
          </dt>
          <dd>
            <p className="font-semibold text-stone-900">{site.dispatchCentre.label}</p>
            <address className="text-stone-700 not-italic">
              {site.dispatchCentre.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
      <Link
        href={paths.contact}
        className={`${buttonClassName({ variant: 'outline' })} mt-6 w-full`}
      >
        Send us a message
      </Link>
    </aside>
  );
}
