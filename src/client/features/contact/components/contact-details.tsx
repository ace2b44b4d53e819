import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Building2, Clock, Mail, Phone, Warehouse } from 'lucide-react';

import { openingHoursShort, site } from '#shared/site';

function Detail({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-700"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div className="mt-0.5 text-stone-700">{children}</div>
      </div>
    </li>
  );
}

function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

const linkClass = 'font-semibold text-forest-800 underline-offset-4 hover:underline';

/** Phone, email and addresses beside the contact form. */
export function ContactDetails() {
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-details-heading" className="text-xl font-bold text-stone-900">
        Get in touch
      </h2>
      <ul className="mt-5 grid gap-5">
        <Detail icon={Phone} title="Phone">
          <a href={site.phone.href} className={`${linkClass} text-lg`}>
            {site.phone.display}
          </a>
          <p className="text-sm text-stone-500">{openingHoursShort}</p>
        </Detail>
        <Detail icon={Mail} title="Email">
          <a href={`mailto:${site.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
            {site.email}
          </a>
        </Detail>
        <Detail icon={Building2} title={`${site.headOffice.label} (${site.headOffice.area})`}>
          <p className="font-medium text-stone-900">{site.companyName}</p>
          <AddressLines lines={site.headOffice.lines} />
        </Detail>
        <Detail icon={Warehouse} title={site.dispatchCentre.label}>
          <AddressLines lines={site.dispatchCentre.lines} />
        </Detail>
      </ul>
    </section>
  );
}

/** The contact page's opening hours, in full. */
export function OpeningHours() {
  return (
    <section
      aria-labelledby="opening-hours-heading"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="opening-hours-heading"
        className="flex items-center gap-2 text-xl font-bold text-stone-900"
      >
        <Clock aria-hidden className="size-5 text-wood-600" />
        Opening hours
      </h2>
      <dl className="mt-4 divide-y divide-stone-100">
        {site.hours.map((entry) => (
          <div key={entry.days} className="flex justify-between gap-4 py-2.5">
            <dt className="text-stone-700">{entry.days}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{entry.time}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
