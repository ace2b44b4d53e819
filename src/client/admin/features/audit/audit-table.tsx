import type { AuditEntry } from '#shared/schemas/audit';
import { Badge } from '#client/admin/components/badge.tsx';
import { formatDateTime } from '#client/admin/components/format.ts';
import { ListTable } from '#client/admin/components/list-table.tsx';
import {
  ACTOR_LABELS,
  actionLabel,
  changeLines,
  recordLabel,
  type AuditLabels,
} from '#client/admin/features/audit/audit-labels.ts';
import { TableCell, TableRow } from '#client/components/ui/table.tsx';

const COLUMNS = ['When', 'Action', 'Who', 'Address', 'Record', 'Changes'];

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <span className="text-stone-400">—</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line.field} className="break-words">
          <span className="font-medium text-stone-700">{line.field}:</span>{' '}
          {line.before === null ? (
            line.after
          ) : (
            <>
              <del className="text-stone-500">{line.before}</del>
              <span aria-hidden> → </span>
              <span className="sr-only"> changed to </span>
              <ins className="no-underline">{line.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The log, newest first: when, what, who (and which session), from where, and what changed. */
export function AuditTable({
  entries,
  labels,
  isLoading,
  error,
}: {
  entries: AuditEntry[] | undefined;
  labels: AuditLabels;
  isLoading: boolean;
  error: Error | null;
}) {
  return (
    <ListTable
      label="Audit log"
      columns={COLUMNS}
      items={entries}
      isLoading={isLoading}
      error={error}
      noun="audit entries"
    >
      {(entry) => (
        <TableRow key={entry.id}>
          <TableCell className="whitespace-nowrap">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </TableCell>
          <TableCell>{actionLabel(labels, entry.action)}</TableCell>
          <TableCell>
            <Badge tone={entry.actor === 'admin' ? 'info' : 'neutral'}>
              {ACTOR_LABELS[entry.actor]}
            </Badge>
            {entry.staffName ? (
              <span className="mt-0.5 block text-sm text-stone-800">{entry.staffName}</span>
            ) : null}
            {entry.sessionId ? (
              <span className="mt-0.5 block font-mono text-xs text-stone-500">
                <span className="sr-only">Session </span>
                {entry.sessionId.slice(0, 8)}
              </span>
            ) : null}
          </TableCell>
          <TableCell className="font-mono text-xs">{entry.ip ?? '—'}</TableCell>
          <TableCell className="whitespace-nowrap">{recordLabel(entry) ?? '—'}</TableCell>
          <TableCell className="max-w-md min-w-56">
            <Changes entry={entry} />
          </TableCell>
        </TableRow>
      )}
    </ListTable>
  );
}
