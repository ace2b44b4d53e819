import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, UserRound, X } from 'lucide-react';
import { Link, useLocation } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import type { MobileMenuProps } from '#client/components/layout/mobile-menu.tsx';
import { mainNavItems } from '#client/components/layout/nav-items.ts';
import { NavLink } from '#client/components/layout/nav-link.tsx';
import { SiteLogo } from '#client/components/layout/site-logo.tsx';
import { anchors, paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { lazyScreen } from '#client/lib/lazy-screen.ts';

/**
 * The phone menu's script is not part of the first one: the server renders it (loaded up
 * front), and in the browser its Suspense boundary keeps the server's HTML, which the native
 * disclosure opens and whose links work as plain links, until the chunk has come.
 */
const MobileMenu = lazyScreen<MobileMenuProps>(() =>
  import('#client/components/layout/mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })),
);
export const preloadMobileMenu = MobileMenu.preload;

interface HeaderProps {
  /** The cart button, composed in by the app so layout does not depend on the cart feature. */
  cartSlot: ReactNode;
  /**
   * The signed-in customer's first and last name; null for a guest; undefined while the
   * session is still being checked (the links keep their place but are not shown yet).
   */
  customerName: string | null | undefined;
}

export function Header({ cartSlot, customerName }: HeaderProps) {
  const [location] = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it by itself.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location;
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  const menuToggle = useRef<HTMLElement>(null);
  const closeMenuFromKeyboard = useCallback(() => {
    setMenuOpenOn(null);
    menuToggle.current?.focus();
  }, []);
  const menuDisclosure = useRef<HTMLDetailsElement>(null);
  // A menu opened before the page's script ran stays open, and React is told so.
  useEffect(() => {
    if (menuDisclosure.current?.open) setMenuOpenOn(location);
    // Only the state at hydration matters; later toggles arrive through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href={`#${anchors.mainContent}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-forest-800 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="rounded-lg px-3 py-2 font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-forest-800"
                  activeClassName="text-forest-800 underline decoration-wood-400 decoration-2 underline-offset-8"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          {customerName ? (
            <div className="hidden md:block">
              <Link
                href={paths.account}
                className={cn(buttonClassName({ variant: 'ghost', size: 'sm' }), 'max-w-56')}
              >
                <UserRound aria-hidden className="size-4.5" />
                <span className="min-w-0 truncate">{customerName}</span>
              </Link>
            </div>
          ) : (
            <div
              className={cn(
                'hidden items-center gap-2 md:flex',
                customerName === undefined && 'invisible',
              )}
            >
              <Link
                href={paths.login}
                className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              >
                Login
              </Link>
              <Link
                href={paths.register}
                className={buttonClassName({ variant: 'outline', size: 'sm' })}
              >
                Register
              </Link>
            </div>
          )}
          {cartSlot}
          {/* A native disclosure, so the menu opens before (or without) the page's script;
              React then keeps it in step with the page and closes it on navigation. */}
          <details
            ref={menuDisclosure}
            className="group md:hidden"
            open={menuOpen}
            onToggle={(event) => setMenuOpenOn(event.currentTarget.open ? location : null)}
          >
            <summary
              ref={menuToggle}
              aria-controls="mobile-menu"
              className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
            >
              {/* The name and icon follow the native open state, so they are right without script. */}
              <span className="sr-only group-open:hidden">Open menu</span>
              <span className="sr-only hidden group-open:inline">Close menu</span>
              <Menu aria-hidden className="size-6 group-open:hidden" />
              <X aria-hidden className="hidden size-6 group-open:block" />
            </summary>
            <Suspense fallback={null}>
              <MobileMenu
                id="mobile-menu"
                open={menuOpen}
                onClose={closeMenu}
                onEscape={closeMenuFromKeyboard}
                customerName={customerName}
              />
            </Suspense>
          </details>
        </div>
      </div>
    </header>
  );
}
