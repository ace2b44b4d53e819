import { ARRANGE_DELIVERY_WORKING_DAYS } from '#shared/delivery-terms';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '#shared/how-to-pay';

/**
 * The delivery and service promises of spec section 9, stated once for the delivery page and
 * the terms and conditions. (The order summary and confirmation screens make their own,
 * shorter promises.)
 */
export const deliveryTimes = {
  standard: '5-7 working days',
  express: '2-3 working days',
  sameDay: 'subject to availability',
} as const;

export const serviceTerms = {
  /** We phone or email to book the delivery date within this many working days of an order. */
  arrangeDeliveryWorkingDays: ARRANGE_DELIVERY_WORKING_DAYS,
  /** Longest hose run from the tanker to the fill point included in the price. */
  maxHoseMetres: 30,
  deliveryDuration: '30-60 minutes',
  freeDeliveryFromTonnes: 10,
  supplyFormats: '1-tonne bags or blown in bulk',
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  /** Statutory-style late payment interest, a year, above the Bank of England base rate. */
  lateInterestOverBasePercent: 8,
  reportQualityIssuesDays: 7,
  freeCancellationHours: 24,
  /** A consumer's right to cancel a distance contract (Consumer Contracts Regulations 2013). */
  statutoryCancellationDays: 14,
  contactReplyHours: 24,
} as const;
