import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';

import { Header, preloadMobileMenu } from '#client/components/layout/header.tsx';
import { anchors } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { CartButton } from '#client/features/cart/components/cart-button.tsx';
import { LazyCartPanel } from '#client/features/cart/components/lazy-cart-panel.tsx';
import { useCartFollowsShopper } from '#client/features/cart/use-cart-follows-shopper.ts';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { lazyScreen } from '#client/lib/lazy-screen.ts';

/**
 * Under every page and nothing in it but links: its script is not part of the first one. The
 * server renders it (loaded up front); in the browser its Suspense boundary keeps the server's
 * HTML, whose links work as plain links, until the chunk, asked for at start, has come.
 */
const Footer = lazyScreen<{ signedIn: boolean }>(() =>
  import('#client/components/layout/footer.tsx').then((m) => ({ default: m.Footer })),
);
/** The shell's own lazy parts, loaded ahead of rendering (the server) or hydrating (the browser). */
export async function preloadShell(): Promise<void> {
  await Promise.all([Footer.preload(), preloadMobileMenu()]);
}

/** Header, page, footer and the slide-in cart, on every screen of the shop. */
export function AppShell({ children }: { children: ReactNode }) {
  const [cartOpen, setCartOpen] = useState(false);
  const [location] = useLocation();
  const customer = useCurrentCustomer();
  // A failed check (not a 401) leaves the shopper a guest: they can still sign in.
  const customerName = customer.isPending
    ? undefined
    : customer.data
      ? `${customer.data.firstName} ${customer.data.lastName}`
      : null;
  // Signing in or out prices the cart again, by the server, for the new shopper.
  useCartFollowsShopper(
    customer.isPending ? undefined : (customer.data?.id ?? null),
    validatePostcode,
  );

  // A new page starts at its top, as a full page load would; in-page anchors handle themselves.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        cartSlot={<CartButton onOpen={() => setCartOpen(true)} />}
        customerName={customerName}
      />
      <main id={anchors.mainContent} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer signedIn={Boolean(customerName)} />
      </Suspense>
      <LazyCartPanel open={cartOpen} onOpenChange={setCartOpen} />
    </div>
  );
}
