// When deliveries happen, in the storefront's words: drawn from the lead time in Settings and
// from whether delivery rounds run (checkout books a round's day), never from a fixed promise,
// so the delivery and region pages say what checkout then offers (decision 039).
import type { DeliveryTerms } from './schemas/delivery.ts';

/** We phone or email to agree the day within this many working days, where no round runs. */
export const ARRANGE_DELIVERY_WORKING_DAYS = 2;

const workingDays = (n: number) => `${n} working ${n === 1 ? 'day' : 'days'}`;

/** "The earliest delivery is 3 working days after your order." */
export function leadTimeText(leadWorkingDays: number): string {
  return leadWorkingDays === 0
    ? 'The earliest delivery is on the day of your order.'
    : `The earliest delivery is ${workingDays(leadWorkingDays)} after your order.`;
}

/** How the day is settled: booked at checkout where a round runs, else agreed with us. */
export function deliveryDayText({ roundsBookDays }: Pick<DeliveryTerms, 'roundsBookDays'>): string {
  const agreed = `we phone or email within ${workingDays(ARRANGE_DELIVERY_WORKING_DAYS)} of your order to agree the day`;
  return roundsBookDays
    ? `Where our lorries run a round to your postcode, you book your day at checkout; elsewhere ${agreed}.`
    : `${agreed.charAt(0).toUpperCase()}${agreed.slice(1)}.`;
}

/** The whole promise: the lead time, then how the day is settled. */
export const deliveryTermsText = (terms: DeliveryTerms) =>
  `${leadTimeText(terms.leadWorkingDays)} ${deliveryDayText(terms)}`;
