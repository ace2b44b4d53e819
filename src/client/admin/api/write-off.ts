import { useMutation, useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/ledger';
import type { WriteOffRequest } from '#shared/schemas/ledger';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

/** POST /api/orders/{id}/ledger/write-offs: a balance given up, or an overpayment kept. */
export function writeOff({ orderId, writeOff }: { orderId: number; writeOff: WriteOffRequest }) {
  return call(endpoints.writeOffBalance, { params: { id: String(orderId) }, body: writeOff });
}

/** POST /api/orders/{id}/ledger/{entryId}/reversal: undoes a mistaken write-off. */
export function reverseWriteOff(input: { orderId: number; entryId: number; reason: string }) {
  return call(endpoints.reverseWriteOff, {
    params: { id: String(input.orderId), entryId: String(input.entryId) },
    body: { reason: input.reason },
  });
}

// The ledger's list and each order's entries sit under the orders' keys: all refresh together.
export function useWriteOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: writeOff, onSettled: () => invalidateOrders(queryClient) });
}

export function useReverseWriteOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseWriteOff,
    onSettled: () => invalidateOrders(queryClient),
  });
}
