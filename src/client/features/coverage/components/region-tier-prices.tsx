import { formatGBP } from '#domain/money';
import { DEFAULT_VAT_RATE } from '#domain/vat';
import { tierPriceLines } from '#shared/region-prices';
import type { Region } from '#shared/schemas/regions';
import { TableCell, TableHeaderCell, TableRow } from '#client/components/ui/table.tsx';
import { CoverageTable } from '#client/features/coverage/components/coverage-table.tsx';

/** A region's three tier prices per tonne, delivery included, ex VAT and with VAT. */
export function RegionTierPrices({ region }: { region: Region }) {
  return (
    <section aria-labelledby="region-prices-heading">
      <h2 id="region-prices-heading" className="text-2xl font-bold text-stone-900">
        Prices per tonne in {region.name}
      </h2>
      <p className="mt-2 text-stone-700">
        Delivery to your door is included in every price. The more you order, the less you pay per
        tonne.
      </p>
      <CoverageTable
        label={`Price per tonne by quantity in ${region.name}`}
        columns={[
          { name: 'Quantity' },
          { name: 'Ex VAT' },
          { name: `Inc. VAT (${DEFAULT_VAT_RATE}%)` },
        ]}
      >
        {tierPriceLines(region).map(({ tier, exVatPence, incVatPence }) => (
          <TableRow key={tier.tier} data-testid={`region-tier-${tier.tier}`}>
            <TableHeaderCell scope="row">
              {tier.label}
              <span className="block text-sm font-normal text-stone-600">{tier.rangeLabel}</span>
            </TableHeaderCell>
            <TableCell className="tabular-nums">{formatGBP(exVatPence)}</TableCell>
            <TableCell className="font-semibold text-forest-800 tabular-nums">
              {formatGBP(incVatPence)}
            </TableCell>
          </TableRow>
        ))}
      </CoverageTable>
    </section>
  );
}
