import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGE_LIST, STOREFRONT_PAGES, TRACK_PAGE } from '#shared/storefront-pages';
import { paths } from '#client/config/paths.ts';
import { LAZY_SCREEN_MODULES, SCREENS } from './screens.ts';

describe('screens', () => {
  it('loads the screen module the table names for every page but the home page', () => {
    const lazy = PAGE_LIST.filter((page) => page !== STOREFRONT_PAGES.home);
    for (const page of lazy) expect(LAZY_SCREEN_MODULES).toContain(page.screen);
    expect(LAZY_SCREEN_MODULES).toContain(NOT_FOUND_PAGE.screen);
    expect(LAZY_SCREEN_MODULES).toContain(TRACK_PAGE.screen);
    expect([...SCREENS.keys()]).toEqual(lazy.map((page) => page.path));
  });

  it('builds the paths from the table', () => {
    expect(paths.coverage).toBe('/coverage');
    expect(paths.forgotPassword).toBe('/forgot-password');
    expect(Object.values(paths)).toEqual(PAGE_LIST.map((page) => page.path));
  });
});
