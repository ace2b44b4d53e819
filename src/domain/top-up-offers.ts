// Top-up offers (decision 027): a lorry-day's spare room offered to the customers its round
// already serves, when their store is likely to have room for more.
import { addDays } from './london-calendar.ts';
import { addTonnes } from './delivery-plan.ts';
import {
  dayCapacityTonnes,
  isoWeekday,
  roundServing,
  type BookedTonnes,
  type ClosedDay,
  type DeliveryRound,
} from './delivery-rounds.ts';
import { isBankHoliday, nationOf } from './delivery-calendar.ts';
import { MIN_TONNES } from './quantity.ts';
import { roomOn, type StoreEstimate } from './store-estimate.ts';

/** The emails go this many days before the lorry-day, unless the business sets otherwise. */
export const DEFAULT_SEND_DAYS_BEFORE = 5;
/**
 * Without a rhythm to go by (one order so far), a last order at least this old suggests the
 * store has burnt down enough for a top-up.
 */
export const MIN_DAYS_SINCE_LAST_ORDER = 28;
/** An offer's default expiry: midnight starting this many days before the day. */
export const DEFAULT_EXPIRY_DAYS_BEFORE = 2;
/** The back office lists lorry-days with room this far ahead. */
export const OFFER_WINDOW_DAYS = 14;

export interface TopUpOfferDay {
  roundId: number;
  /** The lorry-day, YYYY-MM-DD. */
  date: string;
}

/** An offer: its day and the tonnes each customer is offered. */
export interface TopUpOffer extends TopUpOfferDay {
  tonnes: number;
}

/** What the shop knows of a customer, for one offer. */
export interface TopUpCandidate {
  customerId: number;
  /** Their latest order that was not cancelled; null when they have none. */
  lastOrder: { postcode: string; placedOn: string } | null;
  /** Their store by their ordering rhythm (estimateStore); null before a second order. */
  store: StoreEstimate | null;
  /** An order of theirs, not cancelled, is still to be delivered: it may be the top-up itself. */
  awaitingDelivery: boolean;
  /** This offer has gone to them already. */
  alreadyOffered: boolean;
}

export type IneligibleReason =
  | 'no-order'
  | 'not-on-round'
  | 'no-room'
  | 'ordered-recently'
  | 'awaiting-delivery'
  | 'already-offered';

/**
 * Why a customer is not sent the offer, or null when they are. Consent is not checked here:
 * the marketing outbox checks it in the sending transaction.
 */
export function topUpIneligibility(
  candidate: TopUpCandidate,
  offer: TopUpOffer,
  rounds: readonly DeliveryRound[],
): IneligibleReason | null {
  const { lastOrder } = candidate;
  if (candidate.alreadyOffered) return 'already-offered';
  if (!lastOrder) return 'no-order';
  // The round the booking would land on, as checkout picks it for that postcode and weekday.
  const round = roundServing(rounds, lastOrder.postcode, isoWeekday(offer.date));
  if (round?.id !== offer.roundId) return 'not-on-round';
  // By their rhythm, the pellets burnt by the day must make room for the tonnes offered.
  if (candidate.store) {
    if (roomOn(candidate.store, offer.date) < offer.tonnes) return 'no-room';
  } else if (lastOrder.placedOn > addDays(offer.date, -MIN_DAYS_SINCE_LAST_ORDER)) {
    return 'ordered-recently';
  }
  if (candidate.awaitingDelivery) return 'awaiting-delivery';
  return null;
}

/**
 * Whether the customer's store could decide the verdict; only then are their orders worth
 * reading. Without a rhythm the rule refuses for a store-blind reason or for 'ordered-recently',
 * which a rhythm may overturn.
 */
export function verdictTurnsOnStore(
  candidate: Omit<TopUpCandidate, 'store'>,
  offer: TopUpOffer,
  rounds: readonly DeliveryRound[],
): boolean {
  const withoutRhythm = topUpIneligibility({ ...candidate, store: null }, offer, rounds);
  return withoutRhythm === null || withoutRhythm === 'ordered-recently';
}

/** A round's nation, for its bank holidays: its first area's, as a postcode there would have. */
function roundNation(round: DeliveryRound) {
  const area = round.areas[0] ?? '';
  return nationOf(/\d$/.test(area) ? `${area} 1AA` : `${area}1 1AA`);
}

/** The UK day on which an offer's emails are due. */
export const sendOn = (date: string, sendDaysBefore: number): string =>
  addDays(date, -sendDaysBefore);

export interface SpareLorryDay extends TopUpOfferDay {
  roundName: string;
  capacityTonnes: number;
  bookedTonnes: number;
  spareTonnes: number;
}

/**
 * The lorry-days from tomorrow for `days` days that a lorry goes out on (orders are booked)
 * with room for the smallest offer: a day not the round's weekday, closed, a bank holiday where
 * it goes (its first area's nation), not yet booked or nearly full is left out (decision 041).
 */
export function spareLorryDays(input: {
  rounds: readonly DeliveryRound[];
  closedDays: readonly ClosedDay[];
  bookedTonnes: BookedTonnes;
  today: string;
  days: number;
}): SpareLorryDay[] {
  const found: SpareLorryDay[] = [];
  for (let offset = 1; offset <= input.days; offset++) {
    const date = addDays(input.today, offset);
    for (const round of input.rounds) {
      if (!round.enabled || !round.weekdays.includes(isoWeekday(date))) continue;
      if (isBankHoliday(date, roundNation(round))) continue;
      const closed = input.closedDays.some(
        (day) => day.date === date && (day.roundId === null || day.roundId === round.id),
      );
      if (closed) continue;
      const capacityTonnes = dayCapacityTonnes(round);
      const bookedTonnes = input.bookedTonnes(round.id, date);
      // A lorry-day nobody has booked is not going out: a top-up would send it for the top-ups.
      if (bookedTonnes <= 0) continue;
      const spareTonnes = addTonnes(capacityTonnes, -bookedTonnes);
      if (spareTonnes < MIN_TONNES) continue;
      found.push({
        roundId: round.id,
        roundName: round.name,
        date,
        capacityTonnes,
        bookedTonnes,
        spareTonnes,
      });
    }
  }
  return found;
}
