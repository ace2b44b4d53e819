import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';

import type { DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { whenClosed } from '#client/admin/components/form-dialog.tsx';
import { useDeliveryRounds } from '#client/admin/api/delivery-rounds.ts';
import { Badge } from '#client/admin/components/badge.tsx';
import { ColumnHeads } from '#client/admin/components/column-heads.tsx';
import { denseTable } from '#client/admin/components/dense-table.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { LoadNotes } from '#client/admin/features/deliveries/load-notes.tsx';
import { ClosedDays } from '#client/admin/features/deliveries/closed-days.tsx';
import { DeleteRoundDialog } from '#client/admin/features/deliveries/delete-round-dialog.tsx';
import { RoundDialog } from '#client/admin/features/deliveries/round-dialog.tsx';
import { weekdaysText } from '#client/admin/features/deliveries/round-form.ts';
import { Pagination, pageCount } from '#client/admin/components/pagination.tsx';
import { usePaging } from '#client/admin/components/use-paging.ts';
import {
  filterRounds,
  pageOf,
  type RoundFilters,
} from '#client/admin/features/deliveries/round-filter.ts';
import { RoundFiltersBar } from '#client/admin/features/deliveries/round-filters-bar.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Table, TableBody, TableRow } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';

const COLUMNS = ['Round', 'Areas', 'Weekdays', 'Capacity', 'Depot', 'Status', 'Actions'];

/** Which lorries go where on which weekdays, and the days they do not run. */
export function RoundsSection() {
  const rounds = useDeliveryRounds();
  // null: the add dialog; a round: its edit dialog; undefined: no dialog.
  const [editing, setEditing] = useState<DeliveryRoundEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeliveryRoundEntry | null>(null);
  const [filters, setFilters] = useState<RoundFilters>({});
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const all = rounds.data?.rounds;
  const matching = all ? filterRounds(all, filters) : undefined;
  // A round deleted or a filter narrowed: the last page may have gone.
  const shownPage = Math.min(page, pageCount(matching?.length ?? 0, pageSize));
  const list = matching ? pageOf(matching, shownPage, pageSize) : undefined;
  const narrow = (change: RoundFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <section aria-labelledby="rounds-heading" className="grid gap-3 print:hidden">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="rounds-heading" className="text-lg font-bold text-stone-900">
            Rounds
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">
            The postcode areas each round serves on which weekdays, and what its lorries carry a
            day.
          </p>
        </div>
        <Button size="sm" onClick={() => setEditing(null)}>
          <Plus aria-hidden className="size-4" />
          Add round
        </Button>
      </div>
      <LoadNotes what="rounds" error={rounds.error} loading={rounds.isLoading} />
      {all && all.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
          No rounds yet: customers cannot book a delivery day until one serves their postcode.
        </p>
      ) : null}
      {all && all.length > 0 ? <RoundFiltersBar filters={filters} onChange={narrow} /> : null}
      {all && all.length > 0 && matching?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
          No round matches these filters.
        </p>
      ) : null}
      {list && list.length > 0 ? (
        <Table label="Delivery rounds" className={cn(denseTable, 'cards-on-phone')}>
          <ColumnHeads columns={COLUMNS} />
          <TableBody>
            {list.map((round) => (
              <TableRow key={round.id}>
                <th scope="row" className="font-medium">
                  {round.name}
                </th>
                <td data-label="Areas" className="max-w-56 font-mono text-xs break-words">
                  {round.areas.join(', ')}
                </td>
                <td data-label="Weekdays" className="whitespace-nowrap">
                  {weekdaysText(round.weekdays)}
                </td>
                <td data-label="Capacity" className="whitespace-nowrap tabular-nums">
                  {round.capacityTonnes} t × {round.lorries}
                </td>
                <td data-label="Depot">{round.depot}</td>
                <td data-label="Status">
                  {round.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}
                </td>
                <td data-label="Actions">
                  <div className="flex gap-2">
                    <IconButton label={`Edit ${round.name}`} onClick={() => setEditing(round)}>
                      <Pencil aria-hidden className="size-4" />
                    </IconButton>
                    <IconButton label={`Delete ${round.name}`} onClick={() => setDeleting(round)}>
                      <Trash2 aria-hidden className="size-4" />
                    </IconButton>
                  </div>
                </td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {matching && matching.length > 0 ? (
        <Pagination
          noun="rounds"
          idPrefix="rounds"
          total={matching.length}
          paging={{ ...paging, page: shownPage }}
        />
      ) : null}
      {rounds.data ? (
        <ClosedDays closedDays={rounds.data.closedDays} rounds={rounds.data.rounds} />
      ) : null}
      {editing !== undefined ? (
        <RoundDialog
          key={editing?.id ?? 'new'}
          round={editing}
          onOpenChange={whenClosed(() => setEditing(undefined))}
        />
      ) : null}
      {deleting ? (
        <DeleteRoundDialog round={deleting} onOpenChange={whenClosed(() => setDeleting(null))} />
      ) : null}
    </section>
  );
}
