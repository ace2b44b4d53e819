import { useEffect } from 'react';

import { NOT_FOUND_META, PAGE_META, type PageMeta } from '#shared/page-meta';
import type { StorefrontPath } from '#shared/storefront-routes';

/**
 * Keeps the tab title and description of the page on screen. The server writes both into the
 * first page's head; this brings them along when the shopper moves to another page.
 */
export function usePageMeta(path: StorefrontPath | null): void {
  const meta: PageMeta = path ? PAGE_META[path] : NOT_FOUND_META;
  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
}
