import { useMutation } from '@tanstack/react-query';

import type { ContactMessage } from '#shared/schemas/contact';
import { api } from '#client/lib/api-client.ts';

export interface ContactMessageResponse {
  message: string;
}

/** POST /api/contact: queues the message for customer service (rate-limited per visitor). */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageResponse> {
  return api.post<ContactMessageResponse>('/api/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
