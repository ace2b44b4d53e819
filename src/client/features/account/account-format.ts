import { customPricingState } from '#domain/pricing';
import type { CustomerPricing, ProfileUpdate } from '#shared/schemas/customers';
import { customPricingOf } from '#client/lib/customer-terms.ts';
import type { ProfileFormValues } from '#client/features/account/account-forms.ts';

/** Every date and time the shop shows is in UK time (docs/architecture.md, section 5). */
const UK_TIME_ZONE = 'Europe/London';

const orderDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dayDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An order's time as en-GB day/month/year with the time: "05/03/2025, 14:30". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : orderDate.format(date);
}

/** A day as en-GB day/month/year in UK time: "31/12/2025". */
export function formatDay(date: Date): string {
  return dayDate.format(date);
}

/** "1 tonne of wood pellets", "2.5 tonnes of wood pellets" (spec section 2). */
export function describeQuantity(tonnes: number): string {
  return `${tonnes} ${tonnes === 1 ? 'tonne' : 'tonnes'} of wood pellets`;
}

/** Spec section 5: names trimmed and required; the other fields trimmed and left out when empty. */
export function profileRequest(values: ProfileFormValues): ProfileUpdate {
  const request: ProfileUpdate = { firstName: values.firstName, lastName: values.lastName };
  for (const key of [
    'companyName',
    'phone',
    'addressLine1',
    'addressLine2',
    'city',
    'postcode',
  ] as const) {
    const value = values[key];
    if (value) request[key] = value;
  }
  return request;
}

export type OrderStatusTone = 'green' | 'red' | 'yellow';

/** Spec section 2: confirmed green, cancelled red, anything else yellow. */
export function orderStatusTone(status: string): OrderStatusTone {
  if (status === 'confirmed') return 'green';
  if (status === 'cancelled') return 'red';
  return 'yellow';
}

export type PricingView =
  | { state: 'active'; pricePence: number; note: string | null; validTo: Date | null }
  | { state: 'expired'; validTo: Date | null }
  | { state: 'none' };

/**
 * Which 'Your Pricing' box to show (spec section 4). hasCustomPricing is true for an expired
 * price too, so the end date decides between 'active' and 'expired'.
 */
export function pricingView(summary: CustomerPricing, now: Date = new Date()): PricingView {
  const pricing = summary.hasCustomPricing ? customPricingOf(summary) : null;
  const state = customPricingState(pricing, now);
  if (state === 'none' || !pricing || pricing.customPricePence === null) return { state: 'none' };
  if (state === 'expired') return { state, validTo: pricing.customPriceValidTo };
  return {
    state,
    pricePence: pricing.customPricePence,
    note: summary.customPriceNote?.trim() || null,
    validTo: pricing.customPriceValidTo,
  };
}
