import { paths } from '#client/config/paths.ts';

/** The main navigation, shared by the desktop header and the mobile menu. */
export const mainNavItems = [
  { href: paths.about, label: 'About' },
  { href: paths.delivery, label: 'Delivery' },
  { href: paths.coverage, label: 'Coverage' },
  { href: paths.contact, label: 'Contact' },
] as const;
