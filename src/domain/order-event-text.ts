// How the back office reads an order's history: one line per event, documents named as they
// are numbered ('Credit note 000002') and amounts in pounds with their sign ('£262.50').
import { formatInvoiceNumber } from './invoice.ts';
import { formatGBP, parsePounds } from './money.ts';

/** What an order's event records; the history of emails comes in the same shape. */
export interface OrderEventFacts {
  type: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** The order's columns that hold money, kept in events as "262.50". */
const MONEY_FIELDS = new Set([
  'unitPrice',
  'vatAmount',
  'totalPrice',
  'amountReceived',
  'amountRefunded',
  'amountWrittenOff',
]);

/** "status_changed" -> "Status changed", "amountReceived" -> "Amount received". */
function humanise(text: string): string {
  const words = text
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An event's document number, stored as written ("000002"); older rows may lack the padding. */
function documentNumber(value: string): string {
  return /^\d+$/.test(value) ? formatInvoiceNumber(Number(value)) : value;
}

function pounds(value: string): string {
  try {
    return formatGBP(parsePounds(value));
  } catch {
    // A value that is not an amount is shown as it was stored.
    return value;
  }
}

function documentLine(event: OrderEventFacts): string | null {
  if (!event.newValue) return null;
  const issued = documentNumber(event.newValue);
  if (event.type === 'invoice_issued') return `Invoice ${issued} issued`;
  if (event.type !== 'credit_note_issued') return null;
  const credited = event.oldValue ? ` cancelling invoice ${documentNumber(event.oldValue)}` : '';
  return `Credit note ${issued} issued${credited}`;
}

/** A placed order's event holds "2 t, 606.90": its tonnes and total. */
function createdLine(event: OrderEventFacts): string | null {
  if (event.type !== 'created' || !event.newValue) return null;
  const placed = /^(.*), (\d+(?:\.\d+)?)$/.exec(event.newValue);
  return placed ? `Created: ${placed[1]}, ${pounds(placed[2] ?? '')}` : null;
}

/** The history's line for one event, without who or when. */
export function describeOrderEvent(event: OrderEventFacts): string {
  const own = documentLine(event) ?? createdLine(event);
  if (own) return own;
  if (!event.field) {
    return event.newValue ? `${humanise(event.type)}: ${event.newValue}` : humanise(event.type);
  }
  const shown = (value: string | null) =>
    value === null ? '—' : MONEY_FIELDS.has(event.field ?? '') ? pounds(value) : value;
  return `${humanise(event.field)}: ${shown(event.oldValue)} → ${shown(event.newValue)}`;
}
