import { useState } from 'react';

import { DEFAULT_ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import { useDebouncedValue } from '#client/admin/components/use-debounced-value.ts';

/**
 * Search text, page and page size of an admin list. The search sent to the server is
 * debounced; a new search or page size starts again at page 1.
 */
export function useListState() {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_ADMIN_PAGE_SIZE);
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
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}
