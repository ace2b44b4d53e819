import { useState } from 'react';

import { DEFAULT_ADMIN_PAGE_SIZE } from '#shared/schemas/admin';

/** A list's page and page size, and their setters, as the pagination bar takes them. */
export type Paging = ReturnType<typeof usePaging>;

/** The page and page size of a back-office list; a new page size starts again at page 1. */
export function usePaging(initialPageSize: number | (() => number) = DEFAULT_ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}
