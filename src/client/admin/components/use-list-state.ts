import { useState } from 'react';

import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { usePaging } from '#client/admin/components/use-paging.ts';

const pageSizeStorageKey = (list: string) => `admin:${list}:page-size`;

/** The page size last chosen for this list on this browser, or the default. */
function storedPageSize(list: string): number {
  try {
    const stored = Number(localStorage.getItem(pageSizeStorageKey(list)));
    return (ADMIN_PAGE_SIZES as readonly number[]).includes(stored)
      ? stored
      : DEFAULT_ADMIN_PAGE_SIZE;
  } catch {
    // Storage may be switched off; the default is fine then.
    return DEFAULT_ADMIN_PAGE_SIZE;
  }
}

function storePageSize(list: string, size: number): void {
  try {
    localStorage.setItem(pageSizeStorageKey(list), String(size));
  } catch {
    // Not remembered when storage is switched off.
  }
}

/**
 * Search text, page and page size of the admin list named `list`. The search sent to the
 * server is debounced; a new search or page size starts again at page 1. The page size is
 * kept between visits.
 */
export function useListState(list: string) {
  const [searchText, setSearchText] = useState('');
  const { page, pageSize, setPage, setPageSize } = usePaging(() => storedPageSize(list));
  const search = useDebouncedValue(searchText.trim());
  const [lastSearch, setLastSearch] = useState(search);

  // Adjusting state during render (React's documented pattern) rather than in an effect.
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
  }

  return {
    searchText,
    setSearchText,
    params: { search, page, pageSize },
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      storePageSize(list, size);
    },
  };
}
