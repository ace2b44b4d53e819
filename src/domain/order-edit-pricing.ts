// The figures of an order the back office edits, decided by the rules of checkout (unitPriceFor
// and priceOrder, decision 002), never by a price typed in the browser. Integer pence throughout.
import type { Pence } from './money.ts';
import {
  priceOrder,
  unitPriceFor,
  type CustomPricing,
  type RegionPrices,
  type Tier,
} from './pricing.ts';
import type { VatRate } from './vat.ts';

/** An order's figures as stored. */
export interface StoredEditFigures {
  unitPricePence: Pence;
  tonnes: number;
  vatRate: VatRate;
  vatPence: Pence;
  totalPence: Pence;
}

/** What checkout would price the edited order with now. */
export interface CheckoutPriceList {
  /** The prices of the order's region (after the edit); null when the shop has no such region. */
  regionPrices: RegionPrices | null;
  /** The order's customer's custom price; null for a guest. */
  customPricing: CustomPricing | null;
  now: Date;
}

export interface EditFigures {
  unitPricePence: Pence;
  netPence: Pence;
  vatPence: Pence;
  totalPence: Pence;
}

/** The unit price of an edit that changes quantity or region: the old one beside checkout's. */
export interface Repricing {
  oldUnitPricePence: Pence;
  /** Checkout's price for the new quantity and region, for this customer, now. */
  newUnitPricePence: Pence;
  tier: Tier;
  source: 'custom' | 'regional';
  /** The old price stays although checkout's differs: the back office chose so, with a reason. */
  kept: boolean;
}

export type EditPricing =
  | { ok: true; figures: EditFigures; repricing: Repricing | null }
  /** A quantity or region change where the shop has no prices for the region: nothing to price by. */
  | { ok: false; problem: 'no-region-price' };

/**
 * The figures an edit stores. A change of quantity or region is priced as checkout prices it
 * (the tier for the new quantity at the region's current prices, or the customer's active
 * custom price) unless the back office keeps the old price. Any other edit keeps the unit
 * price: an address or phone correction never re-prices an order at today's prices. Net, VAT
 * and total follow from unit price, tonnes and VAT rate; an edit that changes none of the
 * three keeps the stored figures (an order priced before this rule keeps its total).
 */
export function priceEdit(input: {
  current: StoredEditFigures;
  next: { tonnes: number; vatRate: VatRate; regionChanged: boolean };
  prices: CheckoutPriceList;
  keepOldPrice: boolean;
}): EditPricing {
  const { current, next, prices, keepOldPrice } = input;
  const oldUnitPricePence = current.unitPricePence;
  let repricing: Repricing | null = null;
  if (next.tonnes !== current.tonnes || next.regionChanged) {
    if (prices.regionPrices === null) return { ok: false, problem: 'no-region-price' };
    const checkout = unitPriceFor({
      prices: prices.regionPrices,
      tonnes: next.tonnes,
      customPricing: prices.customPricing,
      now: prices.now,
    });
    repricing = {
      oldUnitPricePence,
      newUnitPricePence: checkout.unitPricePence,
      tier: checkout.tier,
      source: checkout.source,
      kept: keepOldPrice && checkout.unitPricePence !== oldUnitPricePence,
    };
  }
  const unitPricePence =
    repricing === null || repricing.kept ? oldUnitPricePence : repricing.newUnitPricePence;
  const unchanged =
    unitPricePence === current.unitPricePence &&
    next.tonnes === current.tonnes &&
    next.vatRate === current.vatRate;
  if (unchanged) {
    const { vatPence, totalPence } = current;
    return {
      ok: true,
      figures: { unitPricePence, netPence: totalPence - vatPence, vatPence, totalPence },
      repricing,
    };
  }
  const priced = priceOrder({
    lines: [{ unitPricePence, tonnes: next.tonnes }],
    vatRate: next.vatRate,
  });
  return {
    ok: true,
    figures: {
      unitPricePence,
      netPence: priced.subtotalPence,
      vatPence: priced.vatPence,
      totalPence: priced.totalPence,
    },
    repricing,
  };
}
