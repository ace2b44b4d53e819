import { useMutation } from '@tanstack/react-query';

import * as endpoints from '#shared/api/contact';
import type { ContactMessage } from '#shared/schemas/contact';
import { call } from '#client/lib/api-client.ts';

/** Queues the message for customer service (rate-limited per visitor). */
export function sendContactMessage(message: ContactMessage): Promise<{ message: string }> {
  return call(endpoints.sendContactMessage, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
