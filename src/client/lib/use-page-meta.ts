import { useEffect } from 'react';

import { NOT_FOUND_META, PAGE_META } from '#shared/page-meta';
import type { StorefrontPath } from '#shared/storefront-routes';

/**
 * Keeps the tab title of the page on screen. The server writes the first page's head; this
 * brings the title along when the shopper moves to another page.
 */
export function usePageMeta(path: StorefrontPath | null): void {
  const { title } = path ? PAGE_META[path] : NOT_FOUND_META;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
