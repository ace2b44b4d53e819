import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { checkoutMessages as msg } from '#client/features/checkout/checkout-messages.ts';
import type { CheckoutFieldName } from '#client/features/checkout/checkout-schema.ts';
import { isCheckoutField } from '#client/features/checkout/checkout-fields.ts';
import { DELIVERY_FIELD_OF } from '#client/features/checkout/delivery-details.ts';

export interface OrderFailure {
  /** The toast text under 'Order Failed'. */
  description: string;
  /**
   * Field problems the server found, shown beside their fields: a 400's, and a 409's that
   * names a field (the booked delivery day filled up meanwhile).
   */
  fieldErrors: { name: CheckoutFieldName; message: string }[];
  /** Set when the server priced the order differently (a 409 with the new figures). */
  priceChange: string | null;
}

/** The form field of a server path: 'delivery.earliestDate' is typed in 'earliestDate'. */
function formFieldOf(path: string): CheckoutFieldName | null {
  const [head, key] = path.split('.');
  if (head === 'delivery' && key && key in DELIVERY_FIELD_OF) {
    return DELIVERY_FIELD_OF[key as keyof typeof DELIVERY_FIELD_OF];
  }
  return isCheckoutField(path) ? path : null;
}

function fieldErrorsOf(details: unknown): OrderFailure['fieldErrors'] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const name = typeof path === 'string' ? formFieldOf(path) : null;
    return name && typeof message === 'string' ? [{ name, message }] : [];
  });
}

/**
 * How a failed order is explained. Spec section 8's generic text, except for a
 * conflict (409): the server's message says what changed, e.g. the new price or that the
 * booked day is full (then also beside the day's field).
 */
export function orderFailure(err: unknown): OrderFailure {
  const generic = { description: msg.orderFailedDescription, fieldErrors: [], priceChange: null };
  if (!(err instanceof ApiError)) return generic;
  const body = err.json();
  const details =
    typeof body === 'object' && body !== null && 'details' in body ? body.details : undefined;

  if (err.status === 409) {
    const description = errorMessage(err, msg.orderFailedDescription);
    const isPriceChange =
      typeof details === 'object' && details !== null && 'totalPrice' in details;
    return {
      description,
      fieldErrors: fieldErrorsOf(details),
      priceChange: isPriceChange ? description : null,
    };
  }
  if (err.status === 400) return { ...generic, fieldErrors: fieldErrorsOf(details) };
  return generic;
}

/** The failure is about the booked delivery day: the days on offer have changed since. */
export function isDeliveryDayFailure(failure: OrderFailure): boolean {
  return failure.fieldErrors.some((error) => error.name === 'bookedDate');
}
