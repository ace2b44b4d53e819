import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/orders-admin';
import type { AdminOrderUpdateRequest as OrderEdit } from '#shared/schemas/admin';
import type { OrderEditPreview } from '#shared/schemas/order-edit';
import { call } from '#client/lib/api-client.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { ordersKeys } from '#client/admin/api/get-orders.ts';

const orderEditPreviewKey = (orderId: number, edit: object) =>
  [...ordersKeys.all(), 'edit-preview', orderId, edit] as const;

const PREVIEW_DEBOUNCE_MS = 400;

/**
 * What saving the edit would do (figures, documents,
 * payments), decided by the server with nothing written. Refuses what the save would refuse.
 */
export function previewOrderEdit(orderId: number, edit: OrderEdit): Promise<OrderEditPreview> {
  return call(endpoints.previewOrderEdit, { params: { id: String(orderId) }, body: edit });
}

export const orderEditPreviewQueryOptions = (orderId: number, edit: OrderEdit) =>
  queryOptions({
    queryKey: orderEditPreviewKey(orderId, edit),
    queryFn: () => previewOrderEdit(orderId, edit),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });

/**
 * The preview of the edit as it stands, asked again a moment after the form stops changing;
 * nothing while the form cannot be sent. `settling` is true until it answers for this edit.
 */
export function useOrderEditPreview(orderId: number, edit: OrderEdit | null) {
  const text = edit ? JSON.stringify(edit) : null;
  // Debounced as text, so a re-render with equal values starts no new request.
  const settled = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    ...orderEditPreviewQueryOptions(
      orderId,
      settled === null ? ({} as OrderEdit) : (JSON.parse(settled) as OrderEdit),
    ),
    enabled: settled !== null,
  });
  return { ...query, settling: settled !== text || query.isPlaceholderData || query.isFetching };
}
