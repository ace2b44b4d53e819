// Reminders for unpaid invoices, sent at the days after the due date the business chose
// (7 and 21 by default, or none). Each step is sent once; a job that ran late sends only the
// latest step now due, never a backlog of reminders on one day.
import type { Pence } from './money.ts';

export const DEFAULT_REMINDER_DAYS = [7, 21] as const;

/** The setting: days after the due date, ascending, or 'off'. */
export type ReminderSteps = readonly number[] | 'off';

/** Reads the setting as stored ('7,21', 'off', ''), falling back to the default. */
export function parseReminderSteps(value: string | null | undefined): ReminderSteps {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'off') return 'off';
  const days = text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(Number);
  if (days.length === 0 || days.some((day) => !Number.isSafeInteger(day) || day < 1)) {
    return [...DEFAULT_REMINDER_DAYS];
  }
  return [...new Set(days)].sort((a, b) => a - b);
}

export interface ReminderInvoice {
  orderId: number;
  /** YYYY-MM-DD */
  issueDate: string;
  termsDays: number;
  balanceDuePence: Pence;
  orderStatus: 'pending' | 'confirmed' | 'cancelled';
  /** The steps (days after due) already sent for this invoice. */
  stepsSent: readonly number[];
}

export interface DueReminder {
  orderId: number;
  step: number;
  dueDate: string;
  daysOverdue: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The reminders to send today (UK date, YYYY-MM-DD), at most one per invoice. */
export function dueReminders(
  invoices: readonly ReminderInvoice[],
  today: string,
  steps: ReminderSteps,
): DueReminder[] {
  if (steps === 'off') return [];
  const reminders: DueReminder[] = [];
  for (const invoice of invoices) {
    if (invoice.orderStatus === 'cancelled' || invoice.balanceDuePence <= 0) continue;
    const due = dayNumber(invoice.issueDate) + invoice.termsDays;
    const daysOverdue = dayNumber(today) - due;
    const latest = steps.filter((step) => step <= daysOverdue).at(-1);
    if (latest === undefined) continue;
    // A later step already sent covers this one: never go back to an earlier reminder.
    if (invoice.stepsSent.some((sent) => sent >= latest)) continue;
    reminders.push({ orderId: invoice.orderId, step: latest, dueDate: isoOfDay(due), daysOverdue });
  }
  return reminders;
}
