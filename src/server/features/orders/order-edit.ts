import { parsePounds, penceToPounds } from '#domain/money';
import { priceEdit, type EditFigures, type StoredEditFigures } from '#domain/order-edit-pricing';
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
}

export type OrderEditInput = Partial<AdminOrderUpdate> & { customerId?: number };

/** The database's form of an input value: tonnes to one decimal, pence as pounds. */
function stored(field: string, value: unknown): unknown {
  if (field === 'quantity') return (value as number).toFixed(1);
  if (field === 'unitPrice' || field === 'totalPrice') return penceToPounds(value as number);
  return value;
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
 * Net, VAT and total of the edited order, by the rules of checkout (priceEdit). A total sent
 * that disagrees is refused with a 400 naming the right one, before anything is written.
 */
function editFigures(current: OrderRow, input: OrderEditInput): EditFigures {
  const now = storedFigures(current);
  const priced = priceEdit({
    current: now,
    next: {
      unitPricePence: input.unitPrice ?? now.unitPricePence,
      tonnes: input.quantity ?? now.tonnes,
      vatRate: input.vatRate === undefined ? now.vatRate : vatRateOf(input.vatRate),
    },
    ...(input.totalPrice === undefined ? {} : { sentTotalPence: input.totalPrice }),
  });
  if (!priced.ok) {
    throw new AppError('validation', priced.message, [
      { path: 'totalPrice', message: priced.message },
    ]);
  }
  const { ok: _ok, ...figures } = priced;
  return figures;
}

/**
 * What an edit changes on an order: only fields whose stored value really differs. Its
 * figures are the server's: total and VAT follow quantity, unit price and VAT rate.
 */
export function editChanges(current: OrderRow, input: OrderEditInput): OrderEdit {
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
  const figures = editFigures(current, input);
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    consider(
      field,
      field === 'totalPrice' ? penceToPounds(figures.totalPence) : stored(field, value),
    );
  }
  consider('vatAmount', penceToPounds(figures.vatPence));
  return { values, changes, figures };
}

/** A payment started before this change no longer pays for the order. */
export const outdatesPayments = (changes: readonly FieldChange[]) =>
  changes.some(
    (c) => c.field === 'totalPrice' || (c.field === 'status' && c.newValue === 'cancelled'),
  );
