import { londonDay } from '#domain/london-calendar';
import { estimateStores, reminderDue, type StoreEstimate } from '#domain/store-estimate';
import { reorderPath } from '#shared/reorder-link';
import type { ReorderReminders } from '#shared/schemas/reorder-reminders';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/transaction';
import { AppError } from '#server/http/app-error';
import { NOT_SIGNED_IN_MESSAGE } from '#server/http/sessions';
import type { Outbox } from '../mail/outbox.ts';
import { reorderReminderEmail } from '../mail/templates/reorder-reminder-email.ts';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { MarketingConsentService } from '../marketing/marketing-consent.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createReorderRemindersRepo, type ReminderOrderRow } from './reorder-reminders.repo.ts';

/** A customer whose store runs low soon, and where their pellets go. */
interface DueCustomer {
  estimate: StoreEstimate;
  last: ReminderOrderRow;
}

/**
 * Reorder reminders: once a day, every customer whose store (by their own ordering rhythm)
 * runs low within the lead time gets one reminder for their last order, if their switch is on
 * and they consent to marketing. The sent row and the email commit together, and the row's
 * unique index lets only one app server send it.
 */
export function createReorderRemindersService(deps: {
  db: Database;
  transaction: Transaction;
  now: () => Date;
  publicUrl: string;
  settings: Pick<SettingsService, 'get'>;
  consent: Pick<MarketingConsentService, 'consenting'>;
  outbox: Pick<Outbox, 'queueMarketing'>;
  deliveryPromise: Pick<DeliveryPromiseService, 'promise'>;
}) {
  async function dueCustomers(today: string): Promise<DueCustomer[]> {
    const repo = createReorderRemindersRepo(deps.db);
    const rows = await repo.ordersOfRemindedCustomers();
    const stores = estimateStores(
      rows.map((row) => ({
        customerId: row.customerId,
        orderId: row.orderId,
        createdAt: row.createdAt,
        tonnes: Number(row.quantity),
      })),
    );
    const lastReminders = await repo.lastReminders([...stores.keys()]);
    const leadDays = Number(await deps.settings.get('reorder_reminder_lead_days'));
    const byOrderId = new Map(rows.map((row) => [row.orderId, row]));
    const due: DueCustomer[] = [];
    for (const [customerId, estimate] of stores) {
      const sentFor = lastReminders.get(customerId);
      const lastReminder = sentFor === undefined ? null : { forOrderId: sentFor };
      const last = byOrderId.get(estimate.lastOrderId);
      if (last && reminderDue(estimate, today, leadDays, lastReminder)) {
        due.push({ estimate, last });
      }
    }
    return due;
  }

  /** Sends one reminder; false when another server sent it or consent went meanwhile. */
  async function remind({ estimate, last }: DueCustomer, sentAt: Date): Promise<boolean> {
    const delivery = await deps.deliveryPromise.promise(last.postcode, estimate.usualTonnes);
    const message = reorderReminderEmail({
      customerId: last.customerId,
      email: last.email,
      firstName: last.firstName,
      runsLowOn: estimate.runsLowOn,
      usualTonnes: estimate.usualTonnes,
      delivery,
      refillUrl: `${deps.publicUrl}${reorderPath(estimate.usualTonnes, last.postcode)}`,
    });
    return deps.transaction(async (tx) => {
      const reminders = createReorderRemindersRepo(tx);
      if (!(await reminders.claim(last.customerId, estimate.lastOrderId, sentAt))) return false;
      const { queued } = await deps.outbox.queueMarketing(tx, deps.consent, [message]);
      // Consent withdrawn since the list was read: this cycle stays open should they return.
      if (queued.length === 0) await reminders.release(last.customerId, estimate.lastOrderId);
      return queued.length > 0;
    });
  }

  return {
    async runOnce(): Promise<{ sent: number }> {
      const now = deps.now();
      const due = await dueCustomers(londonDay(now));
      // Asked before the delivery dates are worked out: most customers may not consent.
      const consenting = new Set(
        await deps.consent.consenting(
          due.map((d) => d.last.customerId),
          deps.db,
        ),
      );
      let sent = 0;
      for (const customer of due) {
        if (consenting.has(customer.last.customerId) && (await remind(customer, now))) sent += 1;
      }
      return { sent };
    },

    async get(customerId: number): Promise<ReorderReminders> {
      const on = await createReorderRemindersRepo(deps.db).switchOf(customerId);
      if (on === null) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
      return { enabled: on };
    },

    async set(customerId: number, enabled: boolean): Promise<ReorderReminders> {
      const found = await createReorderRemindersRepo(deps.db).setSwitch(customerId, enabled);
      if (!found) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
      return { enabled };
    },
  };
}

/** The reminders sent to a customer, for their data export, in the caller's transaction. */
export const remindersSentTo = (tx: Database, customerId: number) =>
  createReorderRemindersRepo(tx).sentTo(customerId);

export type ReorderRemindersService = ReturnType<typeof createReorderRemindersService>;
