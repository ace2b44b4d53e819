// When a customer's pellet store runs low, from their own ordering rhythm (reorder reminders).

import { addDays, londonDay } from './london-calendar.ts';
import { MAX_TONNES, MIN_TONNES, TONNES_STEP } from './quantity.ts';

const DAY_MS = 86_400_000;

/**
 * A store that ran low this long ago has been filled some other way (or the customer has
 * stopped burning pellets): a reminder then would only be noise.
 */
export const STALE_AFTER_DAYS = 30;

/** A past order that was not cancelled, on the London day it was placed. */
export interface PastOrder {
  orderId: number;
  /** YYYY-MM-DD, London time. */
  placedOn: string;
  tonnes: number;
}

export interface StoreEstimate {
  /** The order whose pellets are being burnt now: one reminder per such order. */
  lastOrderId: number;
  /** YYYY-MM-DD: the day that order was placed. */
  lastOrderOn: string;
  /** Average tonnes burnt a day between the first and the last order. */
  tonnesPerDay: number;
  /** YYYY-MM-DD: the day the last order's tonnes are used up. */
  runsLowOn: string;
  /** What to offer to reorder: the last delivery's tonnes, as a quantity the shop sells. */
  usualTonnes: number;
}

/** The reminder already sent for this customer, if any. */
export interface LastReminder {
  forOrderId: number;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Rounded to the half tonne and kept within 1-50 t (spec section 5). */
export function sellableTonnes(tonnes: number): number {
  const stepped = Math.round(tonnes / TONNES_STEP) * TONNES_STEP;
  return Math.min(MAX_TONNES, Math.max(MIN_TONNES, stepped));
}

/**
 * Orders placed the same day fill the store once: they count as one delivery, under the
 * latest order's id.
 */
function deliveriesOf(orders: readonly PastOrder[]): PastOrder[] {
  const byDay = new Map<string, PastOrder>();
  for (const order of orders) {
    const same = byDay.get(order.placedOn);
    byDay.set(
      order.placedOn,
      same
        ? {
            orderId: Math.max(same.orderId, order.orderId),
            placedOn: order.placedOn,
            tonnes: same.tonnes + order.tonnes,
          }
        : order,
    );
  }
  return [...byDay.values()].sort((a, b) => a.placedOn.localeCompare(b.placedOn));
}

/**
 * Each order is taken to have been burnt by the time of the next, so the tonnes of every
 * order but the last, over the days from the first to the last, is the daily use; the last
 * order's tonnes at that rate give the day the store runs low. Fewer than two ordering days:
 * no rhythm yet, null.
 */
export function estimateStore(orders: readonly PastOrder[]): StoreEstimate | null {
  const deliveries = deliveriesOf(orders.filter((o) => o.tonnes > 0));
  const first = deliveries[0];
  const last = deliveries.at(-1);
  if (!first || !last || deliveries.length < 2) return null;
  const burnt = deliveries.slice(0, -1).reduce((sum, o) => sum + o.tonnes, 0);
  const tonnesPerDay = burnt / daysBetween(first.placedOn, last.placedOn);
  return {
    lastOrderId: last.orderId,
    lastOrderOn: last.placedOn,
    tonnesPerDay,
    runsLowOn: addDays(last.placedOn, Math.floor(last.tonnes / tonnesPerDay)),
    usualTonnes: sellableTonnes(last.tonnes),
  };
}

/**
 * Whether to remind today: from `leadDays` before the store runs low, once per last order
 * (a new order starts a new cycle), and not for a store that ran low long ago.
 */
export function reminderDue(
  estimate: StoreEstimate | null,
  today: string,
  leadDays: number,
  lastReminder: LastReminder | null,
): boolean {
  if (!estimate) return false;
  if (lastReminder?.forOrderId === estimate.lastOrderId) return false;
  const fromDay = addDays(estimate.runsLowOn, -leadDays);
  const untilDay = addDays(estimate.runsLowOn, STALE_AFTER_DAYS);
  return today >= fromDay && today <= untilDay;
}

/** The tonnes burnt from the last order to `date`: the room the store will have made by then. */
export function roomOn(estimate: StoreEstimate, date: string): number {
  return Math.max(0, daysBetween(estimate.lastOrderOn, date)) * estimate.tonnesPerDay;
}

/** One of a customer's orders, not cancelled, as the database has it. */
export interface CustomerOrder {
  customerId: number;
  orderId: number;
  createdAt: Date;
  tonnes: number;
}

/** Each customer's store by their own rhythm; customers without one yet are left out. */
export function estimateStores(orders: readonly CustomerOrder[]): Map<number, StoreEstimate> {
  const histories = new Map<number, PastOrder[]>();
  for (const { customerId, orderId, createdAt, tonnes } of orders) {
    const past = { orderId, placedOn: londonDay(createdAt), tonnes };
    const history = histories.get(customerId);
    if (history) history.push(past);
    else histories.set(customerId, [past]);
  }
  const stores = new Map<number, StoreEstimate>();
  for (const [customerId, history] of histories) {
    const store = estimateStore(history);
    if (store) stores.set(customerId, store);
  }
  return stores;
}
