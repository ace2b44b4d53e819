import type { ComponentType } from 'react';

import {
  NOT_FOUND_PAGE,
  PAGE_LIST,
  REGION_PAGE,
  STOREFRONT_PAGES,
  TRACK_PAGE,
  type StorefrontPath,
} from '#shared/storefront-pages';
import { lazyScreen, type LazyScreen } from '#client/lib/lazy-screen.ts';

/**
 * Every screen module but the home page, each its own chunk, keyed as the page table and the
 * build's manifest name them ('app/routes/about.tsx'). The home page ships in the entry chunk
 * (router.tsx).
 */
const MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: ComponentType }>(['./routes/*.tsx', '!./routes/home.tsx']),
  ).map(([file, load]) => [`app/${file.slice(2)}`, load]),
);

/** The screen modules the table names that can be loaded lazily (all but the home page). */
export const LAZY_SCREEN_MODULES: readonly string[] = Object.keys(MODULES);

function screenOf(module: string): LazyScreen {
  const load = MODULES[module];
  if (!load) throw new Error(`No screen module ${module} in src/client/app/routes`);
  return lazyScreen(load);
}

/** Every page's screen but the home page's, by path. */
export const SCREENS = new Map<StorefrontPath, LazyScreen>(
  PAGE_LIST.filter((page) => page !== STOREFRONT_PAGES.home).map((page) => [
    page.path,
    screenOf(page.screen),
  ]),
);
export const NotFoundScreen = screenOf(NOT_FOUND_PAGE.screen);
export const TrackScreen = screenOf(TRACK_PAGE.screen);
export const RegionScreen = screenOf(REGION_PAGE.screen);
