import { useEffect } from 'react';

import { NOT_FOUND_TITLE, PAGE_TITLES } from '#shared/page-meta';
import type { StorefrontPath } from '#shared/storefront-routes';

/**
 * Keeps the tab title of the page on screen. The server writes the first page's head; this
 * brings the title along when the shopper moves to another page.
 */
export function usePageMeta(path: StorefrontPath | null): void {
  const title = path ? PAGE_TITLES[path] : NOT_FOUND_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
