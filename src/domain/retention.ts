// How long the shop keeps personal data, and what is due for erasure at a given moment. The
// periods come from the back office's settings; the clock is always passed in.

import type { EmailStatus } from './email-status.ts';

export interface RetentionPeriods {
  /** Years after an order's latest invoice or credit note (HMRC: at least 6). */
  invoicedOrderYears: number;
  /** Months after the last change to an order that was never invoiced. */
  uninvoicedOrderMonths: number;
  /** Months without a sign-in or an order before an account is deleted; null: never. */
  inactiveAccountMonths: number | null;
  /**
   * Days after sending (or giving up) before an email is deleted: its address, subject and body.
   * An order's history keeps that an email went, and when.
   */
  sentEmailBodyDays: number;
  /** Months an audit entry is kept (at least 12: the database refuses less). */
  auditMonths: number;
}

export const RETENTION_DEFAULTS: RetentionPeriods = {
  invoicedOrderYears: 6,
  uninvoicedOrderMonths: 24,
  inactiveAccountMonths: null,
  sentEmailBodyDays: 30,
  auditMonths: 24,
};

/**
 * The legal floors: HMRC asks for VAT records for 6 years; the audit log answers for security
 * events over at least a year (and prune_audit_log refuses a younger cutoff).
 */
export const RETENTION_FLOORS = { invoicedOrderYears: 6, auditMonths: 12 } as const;

/** The same day of the month `months` earlier (or the month's last day when it has fewer). */
export function monthsBefore(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is older than these instants is due (each is compared with `<`). */
export interface RetentionCutoffs {
  invoicedBefore: Date;
  uninvoicedBefore: Date;
  inactiveBefore: Date | null;
  sentEmailsBefore: Date;
  auditBefore: Date;
}

export function retentionCutoffs(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    invoicedBefore: monthsBefore(now, periods.invoicedOrderYears * 12),
    uninvoicedBefore: monthsBefore(now, periods.uninvoicedOrderMonths),
    inactiveBefore:
      periods.inactiveAccountMonths === null
        ? null
        : monthsBefore(now, periods.inactiveAccountMonths),
    sentEmailsBefore: new Date(now.getTime() - periods.sentEmailBodyDays * DAY_MS),
    auditBefore: monthsBefore(now, periods.auditMonths),
  };
}

/** The last day an invoice issued at `issuedAt` must be kept as issued. */
export const invoiceKeptUntil = (issuedAt: Date, years: number): Date =>
  monthsBefore(issuedAt, -years * 12);

export interface OrderRetentionFacts {
  id: number;
  status: 'pending' | 'confirmed' | 'cancelled';
  deliveryStatus: string;
  /** The last change to the order. */
  updatedAt: Date;
  /** Its latest invoice or credit note, or null when it was never invoiced. */
  lastInvoicedAt: Date | null;
  anonymisedAt: Date | null;
}

/** Cancelled, or confirmed and delivered: nothing more will happen to it. */
export const isOrderClosed = (order: Pick<OrderRetentionFacts, 'status' | 'deliveryStatus'>) =>
  order.status === 'cancelled' ||
  (order.status === 'confirmed' && order.deliveryStatus === 'delivered');

export function isOrderErasureDue(order: OrderRetentionFacts, cutoffs: RetentionCutoffs): boolean {
  if (order.anonymisedAt !== null || !isOrderClosed(order)) return false;
  return order.lastInvoicedAt === null
    ? order.updatedAt < cutoffs.uninvoicedBefore
    : order.lastInvoicedAt < cutoffs.invoicedBefore;
}

export const ordersToAnonymise = (
  orders: readonly OrderRetentionFacts[],
  cutoffs: RetentionCutoffs,
): number[] => orders.filter((order) => isOrderErasureDue(order, cutoffs)).map((o) => o.id);

export interface AccountRetentionFacts {
  id: number;
  createdAt: Date;
  lastSignedInAt: Date | null;
  /** When the account's latest order was placed, or null when it has none. */
  lastOrderAt: Date | null;
}

/** The account's latest sign-in, order or (never used) opening. */
const lastActivity = (account: AccountRetentionFacts): Date =>
  new Date(
    Math.max(
      account.createdAt.getTime(),
      account.lastSignedInAt?.getTime() ?? 0,
      account.lastOrderAt?.getTime() ?? 0,
    ),
  );

export const accountsToDelete = (
  accounts: readonly AccountRetentionFacts[],
  cutoffs: RetentionCutoffs,
): number[] => {
  const before = cutoffs.inactiveBefore;
  if (before === null) return [];
  return accounts.filter((account) => lastActivity(account) < before).map((a) => a.id);
};

export interface SentEmailFacts {
  id: number;
  status: EmailStatus;
  createdAt: Date;
  sentAt: Date | null;
}

/** Emails sent, or given up, before the period: still pending ones are never due. */
export const emailsToDelete = (
  emails: readonly SentEmailFacts[],
  cutoffs: RetentionCutoffs,
): number[] =>
  emails
    .filter(
      (email) =>
        email.status !== 'pending' && (email.sentAt ?? email.createdAt) < cutoffs.sentEmailsBefore,
    )
    .map((email) => email.id);
