import { customerDataReach, type DataReach } from '#domain/address-proof';
import { ukDate } from '#domain/uk-date';
import {
  SIGN_IN_ACTIONS,
  buildPersonalDataExport,
  exportRecordCount,
  personalDataFileName,
  type AccountRow,
  type OrderDataRow,
  type PersonalDataExport,
  type PersonalDataRows,
} from '#domain/personal-data-export';
import { DATA_REQUEST_MESSAGES, type DataRequestSummary } from '#shared/schemas/data-requests';
import type { AuditAction } from '#shared/schemas/audit';
import { site } from '#shared/site';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { createAttemptLimiter } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';
import { NOT_SIGNED_IN_MESSAGE } from '#server/http/sessions';
import { auditEntriesAbout, type AuditLog, type AuditSource } from '../audit/audit-log.ts';
import { contactMessagesFrom } from '../contact/contact.service.ts';
import { documentsOfOrders } from '../invoices/invoices.service.ts';
import { ledgerEntriesOfOrders } from '../ledger/ledger.service.ts';
import type { ConsentRecord } from '../marketing/marketing-consent.service.ts';
import { accountEmailsTo, emailsTo } from '../mail/mail-history.ts';
import { remindersSentTo } from '../reorder-reminders/reorder-reminders.service.ts';
import { createDataRequestsRepo } from './data-requests.repo.ts';
import { toSummary } from './data-request-summary.ts';

export interface DataFile {
  fileName: string;
  data: PersonalDataExport;
}

const HOUR_MS = 60 * 60 * 1000;
const EXPORTS_PER_HOUR = 5;

/**
 * A person's data on request: the customer's own download, and the back office's look-up and
 * export by email address (a customer's or a guest's). Everything is read in one read-only
 * transaction, so the file is one consistent moment of the shop's records; each request is
 * audited by counts and a digest, never the data itself.
 */
export function createDataRequestsService(deps: {
  db: Database;
  now: () => Date;
  audit: Pick<AuditLog, 'record' | 'emailDigest'>;
  createCounter: CreateCounter;
  /** The account's marketing-consent choices, oldest first, read in the caller's transaction. */
  consentHistory: (customerId: number, tx: Database) => Promise<ConsentRecord[]>;
}) {
  const exportsPerAccount = createAttemptLimiter({
    name: 'data-export',
    max: EXPORTS_PER_HOUR,
    windowMs: HOUR_MS,
    now: deps.now,
    createCounter: deps.createCounter,
  });

  const readOnly = <T>(work: (tx: Database) => Promise<T>) =>
    deps.db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  /**
   * The rows of an export. `reach` 'address' adds what is held under the address: every email
   * sent to it and the contact-form messages sent with it; 'account' lists only the emails
   * about the account and its orders (#domain/address-proof).
   */
  async function rowsFor(
    tx: Database,
    email: string,
    account: AccountRow | null,
    orders: OrderDataRow[],
    reach: DataReach,
  ): Promise<PersonalDataRows> {
    const orderIds = orders.map((order) => order.id);
    // One after another: a transaction is one connection, which runs one query at a time.
    const documents = await documentsOfOrders(tx, orderIds);
    const payments = await ledgerEntriesOfOrders(tx, orderIds);
    const signIns = account
      ? await auditEntriesAbout(
          tx,
          { type: 'customer', id: account.id },
          SIGN_IN_ACTIONS as AuditAction[],
        )
      : [];
    const emails =
      reach === 'address' || !account
        ? await emailsTo(tx, email)
        : await accountEmailsTo(tx, email, { customerId: account.id, orderIds });
    const contactMessages = reach === 'address' ? await contactMessagesFrom(tx, email) : [];
    const consents = account ? await deps.consentHistory(account.id, tx) : [];
    const reorderReminders = account ? await remindersSentTo(tx, account.id) : [];
    return {
      email,
      account,
      orders,
      documents,
      payments,
      signIns,
      emails,
      contactMessages,
      consents: consents.map(({ createdAt, ...choice }) => ({
        ...choice,
        at: new Date(createdAt),
      })),
      reorderReminders,
    };
  }

  const build = (rows: PersonalDataRows) =>
    buildPersonalDataExport(rows, {
      exportedAt: deps.now(),
      controller: { name: site.tradingName, company: site.companyName, email: site.email },
    });

  const fileOf = (data: PersonalDataExport): DataFile => ({
    fileName: personalDataFileName(site.tradingName, ukDate(new Date(data.exportedAt))),
    data,
  });

  /** Everything held about an address: its account's and any order placed with it. */
  const forAddress = (email: string) =>
    readOnly(async (tx) => {
      const repo = createDataRequestsRepo(tx);
      const account = await repo.accountByEmail(email);
      const orders = await repo.ordersOfAddress(email, account?.id ?? null);
      return build(await rowsFor(tx, email, account, orders, 'address'));
    });

  async function audited(
    action: AuditAction,
    data: PersonalDataExport,
    source: AuditSource,
    scope: 'own_account' | 'email',
  ): Promise<void> {
    const accountId = data.profile?.accountId ?? null;
    await deps.audit.record(deps.db, {
      action,
      ...source,
      entity: accountId === null ? null : { type: 'customer', id: accountId },
      after: {
        scope,
        records: exportRecordCount(data),
        ...(scope === 'email' ? { emailDigest: deps.audit.emailDigest(data.email) } : {}),
      },
    });
  }

  return {
    /**
     * The signed-in customer's own data: their account and its orders and, once their address
     * is verified, what is held under it: its guest orders, messages and emails.
     */
    async exportForCustomer(customerId: number, source: AuditSource): Promise<DataFile> {
      if (!(await exportsPerAccount.attempt(String(customerId)))) {
        throw new AppError('rate_limited', DATA_REQUEST_MESSAGES.exportLimited);
      }
      const data = await readOnly(async (tx) => {
        const repo = createDataRequestsRepo(tx);
        const account = await repo.accountById(customerId);
        if (!account) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
        const reach = customerDataReach(account);
        const orders =
          reach === 'address'
            ? await repo.ordersOfAccountAndAddress(customerId, account.email)
            : await repo.ordersOfCustomer(customerId);
        return build(await rowsFor(tx, account.email, account, orders, reach));
      });
      await audited('privacy.data_exported', data, source, 'own_account');
      return fileOf(data);
    },

    async lookUp(email: string, source: AuditSource): Promise<DataRequestSummary> {
      const data = await forAddress(email);
      await audited('privacy.data_looked_up', data, source, 'email');
      return toSummary(data);
    },

    async exportForEmail(email: string, source: AuditSource): Promise<DataFile> {
      const data = await forAddress(email);
      await audited('privacy.data_exported', data, source, 'email');
      return fileOf(data);
    },
  };
}

export type DataRequestsService = ReturnType<typeof createDataRequestsService>;
