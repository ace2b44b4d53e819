import { useMutation } from '@tanstack/react-query';

import type { MessageResponse } from '#shared/schemas/customers';
import { api } from '#client/lib/api-client.ts';

/** POST /api/orders/{id}/revoke-links: every tracking and invoice link sent so far stops working. */
export function revokeOrderLinks(orderId: number): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/orders/${orderId}/revoke-links`);
}

export function useRevokeOrderLinks() {
  return useMutation({ mutationFn: revokeOrderLinks });
}
