import { useEffect } from 'react';

import { site } from '#shared/site';

/** Sets the browser tab title; page titles get the shop name appended unless `exact`. */
export function useDocumentTitle(title: string, options: { exact?: boolean } = {}): void {
  const fullTitle = options.exact ? title : `${title} | ${site.tradingName}`;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
