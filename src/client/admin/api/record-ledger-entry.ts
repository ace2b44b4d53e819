import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/ledger';
import type { RecordLedgerEntryRequest } from '#shared/schemas/ledger';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

export interface LedgerEntryToRecord {
  orderId: number;
  entry: RecordLedgerEntryRequest;
}

/** A payment received or a refund made, recorded by hand. */
export function recordLedgerEntry({ orderId, entry }: LedgerEntryToRecord) {
  return call(endpoints.recordLedgerEntry, { params: { id: String(orderId) }, body: entry });
}

export function useRecordLedgerEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordLedgerEntry,
    // The ledger's list sits under the orders' keys: the orders and it refresh together.
    onSettled: () => invalidateOrders(queryClient),
  });
}
