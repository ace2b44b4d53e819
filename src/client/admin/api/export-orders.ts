import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-export';
import type { ExportRange } from '#shared/schemas/orders-export';
import { call } from '#client/lib/api-client.ts';
import { saveTextFile } from '#client/lib/save-text-file.ts';
import { adminKey } from '#client/admin/api/admin-keys.ts';

const vatSummaryKey = (range: ExportRange) => adminKey('vat-summary', range);

/** The two files for the books, named as the server names them. */
export const EXPORT_FILES = {
  orders: { endpoint: endpoints.exportOrdersCsv, name: 'orders' },
  vatSummary: { endpoint: endpoints.exportVatSummaryCsv, name: 'vat-summary' },
} as const;
export type ExportFile = keyof typeof EXPORT_FILES;

/** GET one of the exports as CSV text and hands it to the browser as a file. */
export async function downloadExport(file: ExportFile, range: ExportRange): Promise<string> {
  const { endpoint, name } = EXPORT_FILES[file];
  const csv = await call(endpoint, { query: range });
  const filename = `${name}-${range.from}-to-${range.to}.csv`;
  saveTextFile(csv, filename);
  return filename;
}

export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ file, range }: { file: ExportFile; range: ExportRange }) =>
      downloadExport(file, range),
  });
}

/** Net and VAT per rate for the range's confirmed orders. */
export const getVatSummary = (range: ExportRange) =>
  call(endpoints.getVatSummary, { query: range });

export const vatSummaryQueryOptions = (range: ExportRange) =>
  queryOptions({
    queryKey: vatSummaryKey(range),
    queryFn: () => getVatSummary(range),
  });

/** The summary of the range last asked for; nothing is fetched before one is. */
export function useVatSummary(range: ExportRange | null) {
  return useQuery({
    ...vatSummaryQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
