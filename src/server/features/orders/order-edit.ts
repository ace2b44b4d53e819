import { parsePounds, penceToPounds } from '#domain/money';
import {
  priceEdit,
  type CheckoutPriceList,
  type EditFigures,
  type Repricing,
  type StoredEditFigures,
} from '#domain/order-edit-pricing';
import { isVatRate, type VatRate } from '#domain/vat';
import type { AdminOrderUpdate } from '#shared/schemas/admin';
import { AppError } from '#server/http/app-error';
import type { OrderChanges } from './orders-admin.repo.ts';
import type { OrderRow } from './order-row.ts';

/** One changed field, as the order's history shows it. */
export interface FieldChange {
  field: keyof OrderChanges;
  oldValue: string | null;
  newValue: string | null;
}

export interface OrderEdit {
  values: OrderChanges;
  changes: FieldChange[];
  /** The order's figures after the edit. */
  figures: EditFigures;
  /** A change of quantity or region: the old unit price beside checkout's, and which stays. */
  repricing: Repricing | null;
  /** The old price kept although checkout's differs, and why: audited with the edit. */
  priceKept: PriceKept | null;
}

/** What the order's history and the audit log keep of a kept price: figures and the reason. */
export interface PriceKept {
  quantity: number;
  tier: Repricing['tier'];
  source: Repricing['source'];
  /** Pounds, two decimals: the price kept and checkout's price, which was not taken. */
  keptUnitPrice: string;
  checkoutUnitPrice: string;
  reason: string;
}

export type OrderEditInput = Partial<AdminOrderUpdate> & { customerId?: number };

/** The request's words about the price, which are no column of the order. */
const PRICE_CHOICE_FIELDS = new Set(['keepOldPrice', 'keepPriceReason']);

/** For changes that cannot move quantity or region (status, customer link): nothing to price by. */
const NO_PRICES: CheckoutPriceList = { regionPrices: null, customPricing: null, now: new Date(0) };

/** The database's form of an input value: tonnes to one decimal. */
function stored(field: string, value: unknown): unknown {
  return field === 'quantity' ? (value as number).toFixed(1) : value;
}

/** How a value reads in the history: as on the wire (quantity 2.5, not "2.5" numeric text). */
function shown(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field === 'quantity') return String(Number(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function vatRateOf(value: number): VatRate {
  if (!isVatRate(value)) throw new Error(`VAT rate ${value} is not 0, 5 or 20`);
  return value;
}

/** An order's figures as stored, in pence. */
export function storedFigures(order: OrderRow): StoredEditFigures {
  return {
    unitPricePence: parsePounds(order.unitPrice),
    tonnes: Number(order.quantity),
    vatRate: vatRateOf(order.vatRate),
    vatPence: parsePounds(order.vatAmount),
    totalPence: parsePounds(order.totalPrice),
  };
}

/**
 * An order billed for the weight delivered, or charged for an aborted delivery, has figures
 * the ordered tonnes no longer explain (decision 045): re-pricing it from them would undo the
 * bill its documents and ledger follow. Its tonnes, region and VAT rate stay as billed.
 */
function refuseRepricingOfDeliveredBill(current: OrderRow, input: OrderEditInput): void {
  if (current.billedTonnes === null && parsePounds(current.extraCharge) === 0) return;
  const repriced =
    (input.quantity !== undefined && input.quantity !== Number(current.quantity)) ||
    (input.region !== undefined && input.region !== current.region) ||
    (input.vatRate !== undefined && input.vatRate !== current.vatRate);
  if (!repriced) return;
  throw new AppError(
    'conflict',
    `Order #${current.id} is billed for its delivery, so its tonnes, region and VAT rate can no longer be changed`,
  );
}

/**
 * Unit price, net, VAT and total of the edited order, by the rules of checkout (priceEdit):
 * a change of quantity or region takes checkout's price unless the old one is kept.
 */
function editPricing(current: OrderRow, input: OrderEditInput, prices: CheckoutPriceList) {
  const now = storedFigures(current);
  const region = input.region ?? current.region;
  refuseRepricingOfDeliveredBill(current, input);
  const priced = priceEdit({
    current: now,
    next: {
      tonnes: input.quantity ?? now.tonnes,
      vatRate: input.vatRate === undefined ? now.vatRate : vatRateOf(input.vatRate),
      regionChanged: region !== current.region,
    },
    prices,
    keepOldPrice: input.keepOldPrice === true,
  });
  if (!priced.ok) {
    const message = `The shop has no prices for ${region} now, so the order cannot be re-priced`;
    throw new AppError('validation', message, [{ path: 'region', message }]);
  }
  return priced;
}

/**
 * What an edit changes on an order: only fields whose stored value really differs. Its
 * figures are the server's (checkout's prices, `prices`, read for the edited order); the
 * request carries no price, only whether to keep the old one.
 */
export function editChanges(
  current: OrderRow,
  input: OrderEditInput,
  prices: CheckoutPriceList = NO_PRICES,
): OrderEdit {
  const before = current as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const changes: FieldChange[] = [];
  const consider = (field: string, next: unknown) => {
    if (shown(field, before[field]) === shown(field, next)) return;
    values[field] = next;
    changes.push({
      field: field as keyof OrderChanges,
      oldValue: shown(field, before[field]),
      newValue: shown(field, next),
    });
  };
  const { figures, repricing } = editPricing(current, input, prices);
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || PRICE_CHOICE_FIELDS.has(field)) continue;
    consider(field, stored(field, value));
  }
  consider('unitPrice', penceToPounds(figures.unitPricePence));
  consider('totalPrice', penceToPounds(figures.totalPence));
  consider('vatAmount', penceToPounds(figures.vatPence));
  const priceKept: PriceKept | null = repricing?.kept
    ? {
        quantity: input.quantity ?? Number(current.quantity),
        tier: repricing.tier,
        source: repricing.source,
        keptUnitPrice: penceToPounds(repricing.oldUnitPricePence),
        checkoutUnitPrice: penceToPounds(repricing.newUnitPricePence),
        reason: input.keepPriceReason ?? '',
      }
    : null;
  return { values, changes, figures, repricing, priceKept };
}

/** A payment started before this change no longer pays for the order. */
export const outdatesPayments = (changes: readonly FieldChange[]) =>
  changes.some(
    (c) => c.field === 'totalPrice' || (c.field === 'status' && c.newValue === 'cancelled'),
  );
