import { LORRY_LIMITS, type LorryLimit } from '#domain/delivery-lorry';

/*
 * What a customer may ask of a delivery, as constants and labels: kept apart from the Zod
 * schemas that check them, so the pages that only show a delivery download no Zod.
 */

export const DELIVERY_FORMS = ['blown', 'bagged'] as const;
export type DeliveryForm = (typeof DELIVERY_FORMS)[number];
export const DELIVERY_FORM_LABELS: Record<DeliveryForm, string> = {
  blown: 'Blown into a store',
  bagged: '1-tonne bags on a pallet',
};

// The limits and what each lorry carries are domain rules (#domain/delivery-lorry).
export { LORRY_LIMITS, type LorryLimit };
export const LORRY_LIMIT_LABELS: Record<LorryLimit, string> = {
  '18t': '18 t lorry (standard)',
  '7.5t': '7.5 t lorry',
  smaller: 'Smaller than 7.5 t (call me)',
};

/** Pellets break up in a longer hose; beyond the warning we may need to call. */
export const HOSE_WARNING_METRES = 30;
export const HOSE_MAX_METRES = 60;
export const ACCESS_NOTES_MAX = 500;
export const FAILURE_REASON_MAX = 300;
export const EARLY_REASON_MIN = 3;
export const EARLY_REASON_MAX = 300;
export const EARLY_REASON_MESSAGE = `Say why the delivery comes before the customer's earliest date or off their booked day (${EARLY_REASON_MIN} to ${EARLY_REASON_MAX} characters)`;

export const HOSE_TOO_LONG = `We cannot blow pellets further than ${HOSE_MAX_METRES} m: please choose bags or call us`;
export const HOSE_ONLY_WHEN_BLOWN = 'A hose distance only applies to blown deliveries';
