import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';

import { REGION_PAGE, TRACK_PAGE, toStorefrontPath } from '#shared/storefront-pages';
import { preloadShell } from '#client/app/app-shell.tsx';
import { ErrorBoundary } from '#client/components/layout/error-boundary.tsx';
import { PageLoadError } from '#client/components/layout/page-load-error.tsx';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
// The landing page ships in the entry chunk: every first visit needs it, so this saves a
// request round trip, and the modules it shares with other screens are not cut into many
// tiny chunks (see vite.config.ts). Budget: 100 KB gzip of JS for /.
import HomePage, { preloadHomeSections } from '#client/app/routes/home.tsx';
// Every other screen is its own chunk, so the home page downloads only what it shows.
import { NotFoundScreen, RegionScreen, SCREENS, TrackScreen } from '#client/app/screens.ts';

/** Loads the screen of a path, and the shell's lazy parts, ahead of rendering them (the browser's first page). */
export async function preloadScreen(pathname: string): Promise<void> {
  await Promise.all([preloadShell(), preloadScreenOnly(pathname)]);
}

function preloadScreenOnly(pathname: string): Promise<void> {
  if (pathname.startsWith(TRACK_PAGE.pathPrefix)) return TrackScreen.preload();
  if (pathname.startsWith(REGION_PAGE.pathPrefix)) return RegionScreen.preload();
  const path = toStorefrontPath(pathname);
  if (path === '/') return preloadHomeSections();
  return ((path && SCREENS.get(path)) || NotFoundScreen).preload();
}

/** Loads every screen (the server renders any page in one pass). */
export async function preloadAllScreens(): Promise<void> {
  await Promise.all([
    preloadShell(),
    preloadHomeSections(),
    ...[...SCREENS.values(), NotFoundScreen, TrackScreen, RegionScreen].map((screen) =>
      screen.preload(),
    ),
  ]);
}

export function AppRouter() {
  const [location] = useLocation();
  // Keyed by the address: after a page fails to load, going to another page tries afresh.
  return (
    <ErrorBoundary key={location} fallback={<PageLoadError />}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          {[...SCREENS].map(([path, screen]) => (
            <Route key={path} path={path} component={screen} />
          ))}
          <Route path={TRACK_PAGE.route} component={TrackScreen} />
          <Route path={REGION_PAGE.route} component={RegionScreen} />
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
