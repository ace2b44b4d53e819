import { INVALID_ORDER_DATA } from '#shared/schemas/admin';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';

interface ErrorDetail {
  path?: unknown;
  message?: unknown;
}

function detailsText(details: unknown): string {
  if (!Array.isArray(details)) return '';
  return details
    .map((detail: ErrorDetail) => {
      const message = typeof detail.message === 'string' ? detail.message : '';
      const path = Array.isArray(detail.path) ? detail.path.join('.') : detail.path;
      return typeof path === 'string' && path && message ? `${path}: ${message}` : message;
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * Spec section 8: a 400 'Invalid order data' answer is 'Invalid data' with the server's
 * details; any other failure shows the server's message or the generic text.
 */
export function orderUpdateErrorToast(err: unknown): { title: string; description: string } {
  const message = errorMessage(err, '');
  if (err instanceof ApiError && message === INVALID_ORDER_DATA) {
    const body = err.json();
    const details =
      typeof body === 'object' && body !== null && 'details' in body ? body.details : null;
    return {
      title: adminMessages.orderInvalid.title,
      description: detailsText(details) || adminMessages.orderInvalid.fallback,
    };
  }
  return {
    title: adminMessages.orderFailed.title,
    description: message || adminMessages.orderFailed.fallback,
  };
}
