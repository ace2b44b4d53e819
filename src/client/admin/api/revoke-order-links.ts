import { useMutation } from '@tanstack/react-query';

import * as endpoints from '#shared/api/order-links';
import type { MessageResponse } from '#shared/schemas/customers';
import { call } from '#client/lib/api-client.ts';

/** Every tracking and invoice link sent so far stops working. */
export function revokeOrderLinks(orderId: number): Promise<MessageResponse> {
  return call(endpoints.revokeOrderLinks, { params: { id: orderId } });
}

export function useRevokeOrderLinks() {
  return useMutation({ mutationFn: revokeOrderLinks });
}
