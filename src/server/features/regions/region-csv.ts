import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { looksLikeFormula, neutraliseCsvCell } from '#domain/csv-safety';
import { tierPriceProblems } from '#domain/tier-prices';
import {
  PositivePriceSchema,
  PostcodePrefixSchema,
  REGION_CSV_COLUMNS,
  RegionCountrySchema,
  RegionNameSchema,
  type RegionImportError,
} from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import { AppError } from '#server/http/app-error';

/** A region as imported: prices in pence, ready to store. */
export interface RegionImportRow {
  name: string;
  country: string;
  postcodePrefix: string;
  singlePricePence: number;
  bulkPricePence: number;
  wholesalePricePence: number;
  enabled: boolean;
}

const ENABLED_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

const RowSchema = z.object({
  name: RegionNameSchema,
  country: z
    .string()
    .trim()
    .transform((c) => c || 'United Kingdom')
    .pipe(RegionCountrySchema),
  postcodePrefix: PostcodePrefixSchema,
  singlePrice: PositivePriceSchema,
  bulkPrice: PositivePriceSchema,
  wholesalePrice: PositivePriceSchema,
  enabled: z
    .string()
    .trim()
    .toLowerCase()
    .refine((word) => word in ENABLED_WORDS, 'enabled must be true or false')
    .transform((word) => ENABLED_WORDS[word] === true),
});

function checkColumns(header: string[]): void {
  const expected = [...REGION_CSV_COLUMNS];
  const same = header.length === expected.length && header.every((h, i) => h === expected[i]);
  if (!same) {
    throw new AppError(
      'validation',
      `The CSV must have exactly these columns: ${expected.join(', ')}`,
    );
  }
}

function readRecords(csv: Buffer | string): string[][] {
  try {
    return parse(csv, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable file';
    throw new AppError('validation', `The file is not valid CSV: ${reason}`);
  }
}

/** One record as a region, or what is wrong with it (duplicates are the caller's to find). */
function readRow(cells: string[]): RegionImportRow | string {
  if (cells.length !== REGION_CSV_COLUMNS.length) {
    return `expected ${REGION_CSV_COLUMNS.length} values, found ${cells.length}`;
  }
  // The parser keeps the spaces inside quotes: " =HYPERLINK(...)" is caught here too.
  if (cells.some(looksLikeFormula)) return 'values may not start with =, +, -, @ or a tab';
  const parsed = RowSchema.safeParse(
    Object.fromEntries(REGION_CSV_COLUMNS.map((c, i) => [c, cells[i]])),
  );
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  }
  const { singlePrice, bulkPrice, wholesalePrice, ...rest } = parsed.data;
  const prices = {
    singlePricePence: singlePrice,
    bulkPricePence: bulkPrice,
    wholesalePricePence: wholesalePrice,
  };
  const outOfOrder = tierPriceProblems(prices);
  if (outOfOrder.length > 0) return outOfOrder.map((problem) => problem.message).join('; ');
  return { ...rest, ...prices };
}

/** Parses and checks every row; a bad row is reported with its line number and skipped. */
export function parseRegionCsv(csv: Buffer | string): {
  rows: RegionImportRow[];
  errors: RegionImportError[];
} {
  const [header, ...records] = readRecords(csv);
  if (!header) throw new AppError('validation', 'The CSV file is empty');
  checkColumns(header);
  const rows: RegionImportRow[] = [];
  const errors: RegionImportError[] = [];
  const seen = new Set<string>();
  records.forEach((cells, index) => {
    const row = index + 2; // the header is line 1
    const read = readRow(cells);
    if (typeof read === 'string') {
      errors.push({ row, message: read });
      return;
    }
    const key = read.name.toLowerCase();
    if (seen.has(key)) {
      errors.push({ row, message: `region "${read.name}" appears more than once` });
      return;
    }
    seen.add(key);
    rows.push(read);
  });
  return { rows, errors };
}

/**
 * The export: the same columns the import reads, so an export imports back unchanged. A cell a
 * spreadsheet would run as a formula (a name stored before the import refused them) is written
 * behind a quote.
 */
export function serializeRegionCsv(regions: readonly Region[]): string {
  return stringify(
    regions.map((r) =>
      [
        r.name,
        r.country,
        r.postcodePrefix,
        r.singlePrice,
        r.bulkPrice,
        r.wholesalePrice,
        String(r.enabled),
      ].map(neutraliseCsvCell),
    ),
    { header: true, columns: [...REGION_CSV_COLUMNS], record_delimiter: '\r\n' },
  );
}
