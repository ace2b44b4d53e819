import { useEffect } from 'react';

import { NOT_FOUND_PAGE, pageAt, type StorefrontPath } from '#shared/storefront-pages';

/**
 * Keeps the tab title of the page on screen. The server writes the first page's head; this
 * brings the title along when the shopper moves to another page.
 */
export function usePageMeta(path: StorefrontPath | null): void {
  const title = (path && pageAt(path)?.title) || NOT_FOUND_PAGE.title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
