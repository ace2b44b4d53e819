import { ChevronLeft, ChevronRight } from 'lucide-react';

import { ADMIN_PAGE_SIZES } from '#shared/schemas/admin';
import { Button } from '#client/components/ui/button.tsx';
import { OptionSelect } from '#client/admin/components/filter-fields.tsx';
import type { Paging } from '#client/admin/components/use-paging.ts';

const PAGE_SIZES = ADMIN_PAGE_SIZES.map(String);

interface PaginationProps {
  /** Names what is counted: "orders", "customers". */
  noun: string;
  idPrefix: string;
  total: number;
  /** The shown page and the page size, and how to change them. */
  paging: Paging;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 11-20 of 57 orders", the page size, and previous / next. */
export function Pagination(props: PaginationProps) {
  const { noun, idPrefix, total, paging } = props;
  const { page, pageSize, setPage, setPageSize } = paging;
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const sizeId = `${idPrefix}-page-size`;

  return (
    <nav
      aria-label={`${noun} pages`}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-600"
    >
      <p aria-live="polite">
        {total === 0 ? (
          `No ${noun}`
        ) : (
          <>
            Showing <strong className="font-semibold text-stone-900">{first}</strong>–
            <strong className="font-semibold text-stone-900">{last}</strong> of{' '}
            <strong className="font-semibold text-stone-900">{total}</strong> {noun}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="font-medium whitespace-nowrap text-stone-600">
            Rows per page
          </label>
          <OptionSelect
            id={sizeId}
            size="sm"
            className="w-18"
            value={String(pageSize)}
            options={PAGE_SIZES}
            onChange={(size) => setPageSize(Number(size))}
          />
        </div>
        <span className="tabular-nums">
          Page {page} of {pages}
        </span>
        <div className="flex gap-1.5">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
