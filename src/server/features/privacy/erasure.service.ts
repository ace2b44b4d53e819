import { customerDataReach, type DataReach } from '#domain/address-proof';
import { ukDate } from '#domain/uk-date';
import {
  customerErasureBlockedMessage,
  erasureBlockedMessage,
  planErasure,
} from '#domain/erasure-plan';
import type { RetentionPeriods } from '#domain/retention';
import type { ErasureReport } from '#shared/schemas/data-requests';
import { ERASURE_MESSAGES } from '#shared/erasure-messages';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/transaction';
import { AppError } from '#server/http/app-error';
import { createAttemptLimiter } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';
import { NOT_SIGNED_IN_MESSAGE } from '#server/http/sessions';
import { verifyPassword } from '#server/security/password';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import { erasureEmail } from '../mail/templates/erasure-email.ts';
import { createErasureRepo, type ErasedPerson } from './erasure.repo.ts';
import {
  anonymiseOrders,
  eraseContactMessagesFrom,
  eraseOrdersExceptInvoice,
  eraseUnlinkedEmailsTo,
} from './order-erasure.repo.ts';
import { createRetentionRepo } from './retention.repo.ts';

const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** Attempts per account: a stolen session cannot guess its way to a deletion. */
const WRONG_PASSWORDS = 5;

/**
 * Erasure (UK GDPR article 17), by the customer ('Delete my account') or by the business for
 * an email address. One transaction locks the person's account and orders, refuses while an
 * order is under way (#domain/erasure-plan), erases, queues the confirmation email and writes
 * an audit entry of counts and a digest, never the data itself.
 */
export function createErasureService(deps: {
  db: Database;
  transaction: Transaction;
  now: () => Date;
  periods: () => Promise<RetentionPeriods>;
  audit: Pick<AuditLog, 'record' | 'emailDigest'>;
  createCounter: CreateCounter;
  outbox: Pick<Outbox, 'queue'>;
}) {
  const wrongPasswords = createAttemptLimiter({
    name: 'account-deletion',
    max: WRONG_PASSWORDS,
    windowMs: QUARTER_HOUR_MS,
    now: deps.now,
    createCounter: deps.createCounter,
  });

  /**
   * Erases the account (if any) and its orders and, as far as `reach` goes, what is held under
   * the address, under the plan's rules; `tx` is a transaction. 'account' (a customer whose
   * address is not verified) stops there; 'address' (a verified customer) adds the guest
   * orders placed with the address, its contact-form messages and the emails sent to it;
   * 'business' (the back office's erasure for an address) takes every order placed with it,
   * whoever's, and every email replying to it, the business's own notices included.
   */
  async function erase(
    tx: Database,
    person: { account: ErasedPerson | null; email: string },
    reach: DataReach | 'business',
    periods: RetentionPeriods,
    now: Date,
  ): Promise<ErasureReport> {
    const orders = await createErasureRepo(tx).lockOrders({
      customerId: person.account?.id ?? null,
      email: reach === 'account' ? null : person.email,
      guestsOnly: reach === 'address',
    });
    const invoicedOrderYears = periods.invoicedOrderYears;
    const plan = planErasure(orders, { now, invoicedOrderYears });
    if (plan.blocked.length > 0) {
      // The customer is told what the account lets them do about each order; the business
      // finishes or cancels them itself.
      const message =
        reach === 'business'
          ? erasureBlockedMessage(plan.blocked)
          : customerErasureBlockedMessage(plan.blocked, orders);
      throw new AppError('conflict', message);
    }
    await anonymiseOrders(tx, plan.eraseNow, { now, invoicedOrderYears });
    await eraseOrdersExceptInvoice(
      tx,
      plan.keep.map((order) => order.orderId),
      now,
    );
    const contactMessagesDeleted =
      reach === 'account'
        ? 0
        : await eraseContactMessagesFrom(
            tx,
            person.email,
            now,
            reach === 'business' ? 'any' : 'contact-form',
          );
    // Sessions, reset tokens, consents and the emails naming the account go with it (foreign
    // keys cascade); the other emails to the address only as far as `reach` goes.
    const emailsToAddress = reach !== 'account';
    if (person.account) {
      await createRetentionRepo(tx).deleteAccounts([person.account.id], now, { emailsToAddress });
    } else if (emailsToAddress) {
      await eraseUnlinkedEmailsTo(tx, [person.email], now);
    }
    return {
      accountDeleted: person.account !== null,
      ordersErased: plan.eraseNow,
      ordersKept: plan.keep.map(({ keptUntil, ...order }) => ({
        ...order,
        keptUntil: ukDate(keptUntil),
      })),
      contactMessagesDeleted,
    };
  }

  /** The confirmation, queued in the erasure's transaction, after the address's own emails went. */
  async function confirm(
    tx: Database,
    person: { account: ErasedPerson | null; email: string },
    report: ErasureReport,
    periods: RetentionPeriods,
    now: Date,
  ): Promise<void> {
    await deps.outbox.queue(tx, [
      erasureEmail({
        email: person.email,
        name: person.account ? `${person.account.firstName} ${person.account.lastName}` : null,
        report,
        erasedOn: ukDate(now),
        invoicedOrderYears: periods.invoicedOrderYears,
        auditMonths: periods.auditMonths,
      }),
    ]);
  }

  const counts = (report: ErasureReport) => ({
    accountDeleted: report.accountDeleted,
    ordersErased: report.ordersErased.length,
    ordersKept: report.ordersKept.length,
    contactMessagesDeleted: report.contactMessagesDeleted,
  });

  return {
    /**
     * 'Delete my account': the signed-in customer, confirmed with their password. Their
     * account and orders; what is held under their address only once it is verified.
     */
    async deleteAccount(
      customerId: number,
      password: string,
      source: AuditSource,
    ): Promise<ErasureReport> {
      // Counted before the check, outside the transaction (the counter has its own queries).
      if (!(await wrongPasswords.attempt(String(customerId)))) {
        throw new AppError('rate_limited', ERASURE_MESSAGES.tooManyWrongPasswords);
      }
      const periods = await deps.periods();
      return deps.transaction(async (tx) => {
        const now = deps.now();
        const account = await createErasureRepo(tx).accountById(customerId);
        if (!account) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
        if (!(await verifyPassword(password, account.passwordHash))) {
          throw new AppError('validation', ERASURE_MESSAGES.wrongPassword, [
            { path: 'password', message: ERASURE_MESSAGES.wrongPassword },
          ]);
        }
        const person = { account, email: account.email };
        // What is held under the address is theirs to erase only once they proved it.
        const done = await erase(tx, person, customerDataReach(account), periods, now);
        await confirm(tx, person, done, periods, now);
        await deps.audit.record(tx, {
          action: 'privacy.account_deleted',
          ...source,
          entity: { type: 'customer', id: customerId },
          after: counts(done),
        });
        return done;
      });
    },

    /**
     * The business's erasure for an address: its account, if any, and every order placed with
     * it, a guest's included. Nothing held gives an empty report and sends nothing.
     */
    async eraseByEmail(email: string, source: AuditSource): Promise<ErasureReport> {
      const periods = await deps.periods();
      return deps.transaction(async (tx) => {
        const now = deps.now();
        const account = await createErasureRepo(tx).accountByEmail(email);
        const person = { account, email };
        const done = await erase(tx, person, 'business', periods, now);
        const erasedAnything =
          done.accountDeleted ||
          done.ordersErased.length + done.ordersKept.length + done.contactMessagesDeleted > 0;
        if (erasedAnything) await confirm(tx, person, done, periods, now);
        await deps.audit.record(tx, {
          action: 'privacy.data_erased',
          ...source,
          entity: account ? { type: 'customer', id: account.id } : null,
          after: { ...counts(done), emailDigest: deps.audit.emailDigest(email) },
        });
        return done;
      });
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
