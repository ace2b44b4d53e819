import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import type { ExportRange, VatSummaryResponse } from '#shared/schemas/orders-export';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { api } from '#client/lib/api-client.ts';
import { saveTextFile } from '#client/lib/save-text-file.ts';

const rangeQuery = (range: ExportRange) => new URLSearchParams(range).toString();

/** The two files for the books, named as the server names them. */
export const EXPORT_FILES = {
  orders: { path: '/api/admin/exports/orders.csv', name: 'orders' },
  vatSummary: { path: '/api/admin/exports/vat-summary.csv', name: 'vat-summary' },
} as const;
export type ExportFile = keyof typeof EXPORT_FILES;

/** GET one of the exports as CSV text and hands it to the browser as a file. */
export async function downloadExport(file: ExportFile, range: ExportRange): Promise<string> {
  const { path, name } = EXPORT_FILES[file];
  const csv = await api.get<string>(`${path}?${rangeQuery(range)}`, {
    headers: { Accept: 'text/csv' },
    responseType: 'text',
  });
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

/** GET /api/admin/exports/vat-summary: net and VAT per rate for the range's confirmed orders. */
export function getVatSummary(range: ExportRange): Promise<VatSummaryResponse> {
  return api.get<VatSummaryResponse>(`/api/admin/exports/vat-summary?${rangeQuery(range)}`);
}

export const vatSummaryQueryOptions = (range: ExportRange) =>
  queryOptions({
    queryKey: adminQueryKeys.vatSummary(range),
    queryFn: () => getVatSummary(range),
  });

/** The summary of the range last asked for; nothing is fetched before one is. */
export function useVatSummary(range: ExportRange | null) {
  return useQuery({
    ...vatSummaryQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
