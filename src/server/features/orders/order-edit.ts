import { parsePounds, penceToPounds } from '#domain/money';
import { vatWithinTotal } from '#domain/pricing';
import type { AdminOrderUpdate } from '#shared/schemas/admin';
import type { OrderChanges } from './orders-admin.repo.ts';
import type { OrderRow } from './orders.repo.ts';

/** One changed field, as the order's history shows it. */
export interface FieldChange {
  field: keyof OrderChanges;
  oldValue: string | null;
  newValue: string | null;
}

export interface OrderEdit {
  values: OrderChanges;
  changes: FieldChange[];
}

export type OrderEditInput = Partial<AdminOrderUpdate> & { customerId?: number };

const PRICE_FIELDS = new Set<string>(['quantity', 'unitPrice', 'totalPrice']);

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

/** VAT follows an edit of the figures, so net + VAT still adds up to the total in the emails. */
function derivedVat(current: OrderRow, values: OrderChanges): string {
  return penceToPounds(
    vatWithinTotal({
      unitPricePence: parsePounds(values.unitPrice ?? current.unitPrice),
      tonnes: Number(values.quantity ?? current.quantity),
      totalPence: parsePounds(values.totalPrice ?? current.totalPrice),
    }),
  );
}

/** What an edit changes on an order: only fields whose stored value really differs. */
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
  for (const [field, value] of Object.entries(input)) {
    if (value !== undefined) consider(field, stored(field, value));
  }
  if (changes.some((c) => PRICE_FIELDS.has(c.field))) {
    consider('vatAmount', derivedVat(current, values));
  }
  return { values, changes };
}
