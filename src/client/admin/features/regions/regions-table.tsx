import { Pencil } from 'lucide-react';

import { groupRegionsByCountry } from '#domain/region-groups';
import type { Region } from '#shared/schemas/regions';
import { ColumnHeads } from '#client/admin/components/column-heads.tsx';
import { Badge } from '#client/admin/components/badge.tsx';
import { denseTable } from '#client/admin/components/dense-table.ts';
import { formatPounds } from '#client/admin/components/format.ts';
import { IconButton } from '#client/admin/components/icon-button.tsx';
import { ListTableBody } from '#client/admin/components/list-table-body.tsx';
import {
  Table,
  TableBody,
  TableCell,
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
const PRICE_COLUMNS = ['Single', 'Bulk', 'Wholesale'];

interface RegionsTableProps {
  /** The regions to list (already filtered); undefined until loaded. */
  regions: Region[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Said when there are no regions to list. */
  empty: string;
  onEdit: (region: Region) => void;
}

function RegionRow({ region, onEdit }: { region: Region; onEdit: (region: Region) => void }) {
  return (
    <TableRow>
      <TableHeaderCell scope="row" className="font-medium whitespace-nowrap">
        {region.name}
      </TableHeaderCell>
      <TableCell className="whitespace-nowrap">{region.country || 'United Kingdom'}</TableCell>
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
  );
}

/** The regions grouped by country as on /coverage, each group headed with its counts. */
export function RegionsTable({ regions, isLoading, error, empty, onEdit }: RegionsTableProps) {
  const groups = regions && regions.length > 0 ? groupRegionsByCountry(regions) : null;
  return (
    <Table label="Regions" className={denseTable}>
      <ColumnHeads columns={COLUMNS} numericColumns={PRICE_COLUMNS} numericNote="price per tonne" />
      {groups ? (
        groups.map((group) => (
          <TableBody key={group.country} data-testid="region-group">
            <tr className="bg-forest-50">
              <th
                scope="colgroup"
                colSpan={COLUMNS.length}
                className="text-left font-semibold text-forest-900"
              >
                {group.country}
                <span className="ml-2 font-normal text-stone-600">
                  {group.enabledCount} of {group.total} enabled
                </span>
              </th>
            </tr>
            {group.regions.map((region) => (
              <RegionRow key={region.id} region={region} onEdit={onEdit} />
            ))}
          </TableBody>
        ))
      ) : (
        <ListTableBody
          items={regions}
          isLoading={isLoading}
          error={error}
          columns={COLUMNS.length}
          noun="regions"
          empty={empty}
        >
          {(region) => <RegionRow key={region.id} region={region} onEdit={onEdit} />}
        </ListTableBody>
      )}
    </Table>
  );
}
