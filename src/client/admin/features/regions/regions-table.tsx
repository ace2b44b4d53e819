import { Pencil } from 'lucide-react';

import type { Region } from '#shared/schemas/regions';
import { Badge } from '#client/admin/components/badge.tsx';
import { denseTable } from '#client/admin/components/dense-table.ts';
import { formatPounds } from '#client/admin/components/format.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { ListTableBody } from '#client/admin/components/list-table-body.tsx';
import {
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '#client/components/ui/table.tsx';

const COLUMNS = [
  'Region',
  'Country',
  'Postcode prefix',
  'Single',
  'Bulk',
  'Wholesale',
  'Status',
  'Actions',
];
const PRICE_COLUMNS = new Set(['Single', 'Bulk', 'Wholesale']);

interface RegionsTableProps {
  regions: Region[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onEdit: (region: Region) => void;
}

export function RegionsTable({ regions, isLoading, error, onEdit }: RegionsTableProps) {
  return (
    <Table label="Regions" className={denseTable}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHeaderCell
              key={column}
              scope="col"
              className={PRICE_COLUMNS.has(column) ? 'text-right' : undefined}
            >
              {column}
              {PRICE_COLUMNS.has(column) ? <span className="sr-only"> price per tonne</span> : null}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <ListTableBody
        items={regions}
        isLoading={isLoading}
        error={error}
        columns={COLUMNS.length}
        noun="regions"
        empty="No regions. Import a CSV file to add them."
      >
        {(region) => (
          <TableRow key={region.id}>
            <TableHeaderCell scope="row" className="font-medium whitespace-nowrap">
              {region.name}
            </TableHeaderCell>
            <TableCell className="whitespace-nowrap">
              {region.country || 'United Kingdom'}
            </TableCell>
            <TableCell className="max-w-56 font-mono text-xs break-words">
              {region.postcodePrefix}
            </TableCell>
            {[region.singlePrice, region.bulkPrice, region.wholesalePrice].map((price, index) => (
              <TableCell key={index} className="text-right whitespace-nowrap tabular-nums">
                {formatPounds(price)}
              </TableCell>
            ))}
            <TableCell>
              {region.enabled ? <Badge tone="success">Enabled</Badge> : <Badge>Disabled</Badge>}
            </TableCell>
            <TableCell>
              <IconButton label={`Edit ${region.name}`} onClick={() => onEdit(region)}>
                <Pencil aria-hidden className="size-4" />
              </IconButton>
            </TableCell>
          </TableRow>
        )}
      </ListTableBody>
    </Table>
  );
}
