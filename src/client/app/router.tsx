import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';

import { toStorefrontPath, type StorefrontPath } from '#shared/storefront-routes';
import { TRACK_PATH_PREFIX } from '#shared/tracking-paths';
import { ErrorBoundary } from '#client/components/layout/error-boundary.tsx';
import { PageLoadError } from '#client/components/layout/page-load-error.tsx';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { lazyScreen, type LazyScreen } from '#client/lib/lazy-screen.ts';
// The landing page ships in the entry chunk: every first visit needs it, so this saves a
// request round trip, and the modules it shares with other screens are not cut into many
// tiny chunks (see vite.config.ts). Budget: 100 KB gzip of JS for /.
import HomePage from '#client/app/routes/home.tsx';

// Every other screen is its own chunk, so the home page downloads only what it shows.
const SCREENS: Record<Exclude<StorefrontPath, '/'>, LazyScreen> = {
  '/about': lazyScreen(() => import('#client/app/routes/about.tsx')),
  '/delivery': lazyScreen(() => import('#client/app/routes/delivery.tsx')),
  '/coverage': lazyScreen(() => import('#client/app/routes/coverage.tsx')),
  '/contact': lazyScreen(() => import('#client/app/routes/contact.tsx')),
  '/terms': lazyScreen(() => import('#client/app/routes/terms.tsx')),
  '/privacy': lazyScreen(() => import('#client/app/routes/privacy.tsx')),
  '/login': lazyScreen(() => import('#client/app/routes/login.tsx')),
  '/register': lazyScreen(() => import('#client/app/routes/register.tsx')),
  '/forgot-password': lazyScreen(() => import('#client/app/routes/forgot-password.tsx')),
  '/reset-password': lazyScreen(() => import('#client/app/routes/reset-password.tsx')),
  '/account': lazyScreen(() => import('#client/app/routes/account.tsx')),
  '/order-summary': lazyScreen(() => import('#client/app/routes/order-summary.tsx')),
  '/checkout': lazyScreen(() => import('#client/app/routes/checkout.tsx')),
  '/order-confirmed': lazyScreen(() => import('#client/app/routes/order-confirmed.tsx')),
};
const NotFoundScreen = lazyScreen(() => import('#client/app/routes/not-found.tsx'));
// An order's tracking page, at /track/<token> (a link from its emails).
const TrackScreen = lazyScreen(() => import('#client/app/routes/track.tsx'));

/** Loads the screen of a path ahead of rendering it (the browser's first page). */
export function preloadScreen(pathname: string): Promise<void> {
  if (pathname.startsWith(TRACK_PATH_PREFIX)) return TrackScreen.preload();
  const path = toStorefrontPath(pathname);
  if (path === '/') return Promise.resolve();
  return (path ? SCREENS[path] : NotFoundScreen).preload();
}

/** Loads every screen (the server renders any page in one pass). */
export async function preloadAllScreens(): Promise<void> {
  await Promise.all(
    [...Object.values(SCREENS), NotFoundScreen, TrackScreen].map((screen) => screen.preload()),
  );
}

export function AppRouter() {
  const [location] = useLocation();
  // Keyed by the address: after a page fails to load, going to another page tries afresh.
  return (
    <ErrorBoundary key={location} fallback={<PageLoadError />}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          {Object.entries(SCREENS).map(([path, screen]) => (
            <Route key={path} path={path} component={screen} />
          ))}
          <Route path={`${TRACK_PATH_PREFIX}:token`} component={TrackScreen} />
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
