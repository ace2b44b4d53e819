import { describe, expect, it } from 'vitest';
import {
  INFORMATION_PATHS,
  NOT_FOUND_PAGE,
  PAGE_LIST,
  STOREFRONT_PATHS,
  TRACK_PAGE,
  toStorefrontPath,
} from './storefront-pages.ts';

describe('the storefront page table', () => {
  it.each(PAGE_LIST.map((page) => [page.path, page] as const))(
    '%s has a title, a description and a screen',
    (_path, page) => {
      expect(page.title).toMatch(/\S/);
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.screen).toMatch(/^app\/routes\/[a-z-]+\.tsx$/);
    },
  );

  it('gives every page its own path, title and screen', () => {
    for (const key of ['path', 'title', 'screen'] as const) {
      expect(new Set(PAGE_LIST.map((page) => page[key])).size).toBe(PAGE_LIST.length);
    }
  });

  it('lists only indexable pages in the sitemap, and keeps crawlers off none of them', () => {
    for (const page of PAGE_LIST.filter((p) => p.sitemap)) {
      expect(page.indexable).toBe(true);
      expect(page.disallowCrawlers).toBe(false);
    }
    expect(INFORMATION_PATHS).toEqual([
      '/',
      '/about',
      '/delivery',
      '/coverage',
      '/contact',
      '/terms',
      '/privacy',
    ]);
  });

  it('has a 404 page and a tracking page of their own', () => {
    expect(NOT_FOUND_PAGE.title).toBe('404 Page Not Found');
    expect(TRACK_PAGE.route).toBe('/track/:token');
    expect(STOREFRONT_PATHS).not.toContain(TRACK_PAGE.route);
  });

  it('names a page by its path, a trailing slash allowed', () => {
    expect(toStorefrontPath('/about/')).toBe('/about');
    expect(toStorefrontPath('/')).toBe('/');
    expect(toStorefrontPath('/no-such-page')).toBeNull();
  });
});
