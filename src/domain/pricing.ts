// Price per tonne (regional tier or customer's custom price), line and order totals.
// All amounts are integer pence; the rounding rules are in docs/decisions/002.
import { assertNonNegativePence, roundHalfUp, type Pence } from './money.ts';
import { halfTonnes } from './quantity.ts';
import { DEFAULT_VAT_RATE, vatOn, type VatRate } from './vat.ts';

export type Tier = 'single' | 'bulk' | 'wholesale';

export interface TierInfo {
  tier: Tier;
  label: string;
  /** Smallest quantity in the tier; the tier runs up to (not including) the next one's. */
  minTonnes: number;
  rangeLabel: string;
}

const BULK_MIN_TONNES = 5;
const WHOLESALE_MIN_TONNES = 10;

export const TIERS: readonly TierInfo[] = [
  { tier: 'single', label: 'Single', minTonnes: 1, rangeLabel: '1-4.5 tonnes' },
  { tier: 'bulk', label: 'Bulk', minTonnes: BULK_MIN_TONNES, rangeLabel: '5-9.5 tonnes' },
  {
    tier: 'wholesale',
    label: 'Wholesale',
    minTonnes: WHOLESALE_MIN_TONNES,
    rangeLabel: '10+ tonnes',
  },
];

/** single: 1 to under 5, bulk: 5 to under 10, wholesale: 10 and above (spec section 9). */
export function tierForQuantity(tonnes: number): Tier {
  if (!Number.isFinite(tonnes) || tonnes <= 0) {
    throw new RangeError(`Quantity must be a positive number of tonnes, got ${tonnes}`);
  }
  if (tonnes >= WHOLESALE_MIN_TONNES) return 'wholesale';
  if (tonnes >= BULK_MIN_TONNES) return 'bulk';
  return 'single';
}

/** A region's prices per tonne, excluding VAT. */
export interface RegionPrices {
  singlePricePence: Pence;
  bulkPricePence: Pence;
  wholesalePricePence: Pence;
}

export function regionPriceForTier(prices: RegionPrices, tier: Tier): Pence {
  switch (tier) {
    case 'single':
      return prices.singlePricePence;
    case 'bulk':
      return prices.bulkPricePence;
    case 'wholesale':
      return prices.wholesalePricePence;
  }
}

export interface CustomPricing {
  customPricePence: Pence | null;
  customPriceValidTo: Date | null;
}

export type CustomPricingState = 'active' | 'expired' | 'none';

export const CUSTOM_PRICE_WARNING_DAYS = 7;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/**
 * 'none' without a price; 'expired' once validTo is now or past; otherwise 'active'.
 * An unreadable validTo (Invalid Date) counts as expired, so a bad date never grants a
 * discount.
 */
export function customPricingState(
  cp: CustomPricing | null | undefined,
  now: Date,
): CustomPricingState {
  if (!cp || cp.customPricePence === null) return 'none';
  if (cp.customPriceValidTo === null) return 'active';
  return cp.customPriceValidTo.getTime() > now.getTime() ? 'active' : 'expired';
}

/** The admin's orange warning: still active, but validTo is at most `days` away. */
export function expiresWithinDays(
  cp: CustomPricing | null | undefined,
  now: Date,
  days: number = CUSTOM_PRICE_WARNING_DAYS,
): boolean {
  if (customPricingState(cp, now) !== 'active' || !cp?.customPriceValidTo) return false;
  return cp.customPriceValidTo.getTime() - now.getTime() <= days * MS_PER_DAY;
}

export interface UnitPrice {
  unitPricePence: Pence;
  tier: Tier;
  source: 'custom' | 'regional';
}

/** An active custom price replaces the regional price for every quantity; expired is ignored. */
export function unitPriceFor(input: {
  prices: RegionPrices;
  tonnes: number;
  customPricing?: CustomPricing | null;
  now: Date;
}): UnitPrice {
  const tier = tierForQuantity(input.tonnes);
  const cp = input.customPricing;
  if (cp && cp.customPricePence !== null && customPricingState(cp, input.now) === 'active') {
    return { unitPricePence: cp.customPricePence, tier, source: 'custom' };
  }
  return { unitPricePence: regionPriceForTier(input.prices, tier), tier, source: 'regional' };
}

export interface LineTotals {
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
}

/** One line: net = price x tonnes (to the penny), VAT on that net, gross = net + VAT. */
export function priceLine(input: {
  unitPricePence: Pence;
  tonnes: number;
  vatRate: VatRate;
}): LineTotals {
  assertNonNegativePence(input.unitPricePence, 'unitPricePence');
  // Price per tonne x half tonnes / 2: only a x.5 tonne line at an odd price needs rounding.
  const netPence = roundHalfUp(input.unitPricePence * halfTonnes(input.tonnes), 2);
  const vatPence = vatOn(netPence, input.vatRate);
  return { netPence, vatPence, grossPence: netPence + vatPence };
}

export interface OrderLineInput {
  unitPricePence: Pence;
  tonnes: number;
}

export type PricedLine<L extends OrderLineInput = OrderLineInput> = L & LineTotals;

export interface PricedOrder<L extends OrderLineInput = OrderLineInput> {
  lines: PricedLine<L>[];
  subtotalPence: Pence;
  vatPence: Pence;
  totalPence: Pence;
  vatRate: VatRate;
}

/**
 * The one entry point for order totals. VAT is rounded per line and the order's VAT is the
 * sum of the lines' VAT, so the figures on every line add up to the totals shown.
 */
export function priceOrder<L extends OrderLineInput>(input: {
  lines: readonly L[];
  vatRate: VatRate;
}): PricedOrder<L> {
  const lines = input.lines.map((line) => ({
    ...line,
    ...priceLine({
      unitPricePence: line.unitPricePence,
      tonnes: line.tonnes,
      vatRate: input.vatRate,
    }),
  }));
  const sum = (pick: (line: LineTotals) => Pence): Pence =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    subtotalPence: sum((line) => line.netPence),
    vatPence: sum((line) => line.vatPence),
    totalPence: sum((line) => line.grossPence),
    vatRate: input.vatRate,
  };
}

export interface RegionQuote extends UnitPrice, LineTotals {}

/** Price of one quantity in one region for one customer: unitPriceFor + priceLine. */
export function quoteRegion(input: {
  prices: RegionPrices;
  tonnes: number;
  customPricing?: CustomPricing | null;
  vatRate?: VatRate;
  now: Date;
}): RegionQuote {
  const unit = unitPriceFor(input);
  const totals = priceLine({
    unitPricePence: unit.unitPricePence,
    tonnes: input.tonnes,
    vatRate: input.vatRate ?? DEFAULT_VAT_RATE,
  });
  return { ...unit, ...totals };
}
