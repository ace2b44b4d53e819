import { useEffect } from 'react';
import { UserRound } from 'lucide-react';

import { mainNavItems } from '#client/components/layout/nav-items.ts';
import { NavLink } from '#client/components/layout/nav-link.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { site } from '#shared/site';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Closes the menu after a link is followed. */
  onClose: () => void;
  /** Closes the menu on Escape and gives the focus back to its toggle. */
  onEscape: () => void;
  /** As in the header: the signed-in customer's name, null for a guest, undefined while unknown. */
  customerName: string | null | undefined;
}

const linkClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100';

/**
 * The phone navigation, the body of the header's `<details>` disclosure, laid under the whole
 * header; navigating or Escape closes it.
 */
export function MobileMenu({ id, open, onClose, onEscape, customerName }: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onEscape]);

  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="absolute inset-x-0 top-full border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-md md:hidden"
    >
      <ul className="grid gap-1">
        {mainNavItems.map((item) => (
          <li key={item.href}>
            <NavLink
              href={item.href}
              onClick={onClose}
              className={linkClass}
              activeClassName="bg-forest-50 text-forest-800"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {customerName ? (
        <div className="mt-3 border-t border-stone-200 pt-4">
          <NavLink
            href={paths.account}
            onClick={onClose}
            className="flex items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 py-2.5 font-semibold"
            activeClassName="border-forest-300 bg-forest-50 text-forest-800"
          >
            <UserRound aria-hidden className="size-5 shrink-0" />
            <span className="min-w-0 truncate">{customerName}</span>
          </NavLink>
        </div>
      ) : (
        <div
          className={cn(
            'mt-3 grid grid-cols-2 gap-3 border-t border-stone-200 pt-4',
            customerName === undefined && 'invisible',
          )}
        >
          <NavLink
            href={paths.login}
            onClick={onClose}
            className="rounded-lg border border-stone-300 py-2.5 text-center font-semibold"
          >
            Login
          </NavLink>
          <NavLink
            href={paths.register}
            onClick={onClose}
            className="rounded-lg bg-forest-700 py-2.5 text-center font-semibold text-white"
          >
            Register
          </NavLink>
        </div>
      )}
      <p className="mt-4 text-center text-sm text-stone-600">
        Call us:{' '}
        <a className="font-semibold text-forest-800" href={site.phone.href}>
          {site.phone.display}
        </a>
      </p>
    </nav>
  );
}
