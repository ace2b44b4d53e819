import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';

import { SiteLogo } from '#client/components/layout/site-logo.tsx';
import { paths } from '#client/config/paths.ts';
import { openingHoursShort, site } from '#shared/site';

const footerLinks = [
  { href: paths.about, label: 'About Us' },
  { href: paths.delivery, label: 'Delivery Information' },
  { href: paths.coverage, label: 'Delivery Coverage' },
  { href: paths.contact, label: 'Contact' },
  { href: paths.terms, label: 'Terms and Conditions' },
  { href: paths.privacy, label: 'Privacy Notice' },
] as const;

const accountLink = { href: paths.account, label: 'My Account' } as const;
const guestLinks = [
  { href: paths.login, label: 'Login' },
  { href: paths.register, label: 'Register' },
] as const;

const linkClass = 'rounded text-forest-100 transition-colors hover:text-white hover:underline';

function LinkColumn({
  title,
  links,
}: {
  title: string;
  links: ReadonlyArray<{ href: string; label: string }>;
}) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-wood-300 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `signedIn`: a signed-in customer is offered their account, not Login and Register. */
export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <SiteLogo inverse />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-forest-200">
            ENplus A1 certified wood pellets delivered by the tonne across the UK. A family
            business, trading since {site.establishedYear}.
          </p>
        </div>
        <LinkColumn title="Information" links={footerLinks} />
        <LinkColumn
          title="Your Account"
          links={signedIn ? [accountLink] : [accountLink, ...guestLinks]}
        />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-wood-300 uppercase">Contact</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex gap-2.5">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-wood-300" />
              <a href={site.phone.href} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-wood-300" />
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-wood-300" />
              <span>{openingHoursShort}</span>
            </li>
            <li className="flex gap-2.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-wood-300" />
              <address className="not-italic">
                {site.dispatchCentre.label}: {site.dispatchCentre.lines.join(', ')}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-forest-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs leading-relaxed text-forest-300 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.companyName}, trading as {site.tradingName}. Registered
          in {site.registeredIn}, company number {site.companyNumber}. Registered office:{' '}
          {site.headOffice.lines.join(', ')}.
        </p>
      </div>
    </footer>
  );
}
