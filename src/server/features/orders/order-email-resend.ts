import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import { newOrderNoticeEmail, orderConfirmationEmail } from '../mail/templates/order-emails.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersRepo } from './orders.repo.ts';

/** The back office's Resend order email: the customer's confirmation or the business's notice. */
export function createOrderEmailResend(deps: {
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'newOrdersEmail' | 'paymentSetup'>;
  trackingLinks: TrackingLinks;
  now: () => Date;
  outbox: Pick<Outbox, 'queue'>;
  audit: Pick<AuditLog, 'record'>;
}) {
  const notFound = () => new AppError('not_found', 'Order not found');

  /** A customer's email about an order carries a tracking link of its own. */
  async function trackUrl(tx: Database, orderId: number): Promise<string> {
    const [linked] = await deps.trackingLinks.issue(tx, [{ orderId }]);
    if (!linked) throw new Error('No tracking link was issued');
    return linked.trackUrl;
  }

  return {
    /** Queues the order email again (through the outbox), to the customer or the business. */
    async resendEmail(
      orderId: number,
      recipient: 'customer' | 'admin',
      source: AuditSource,
    ): Promise<{ message: string }> {
      const adminAddress = recipient === 'admin' ? await deps.settings.newOrdersEmail() : null;
      const payment = await deps.settings.paymentSetup();
      const address = await deps.transaction(async (tx) => {
        const row = await createOrdersRepo(tx).findById(orderId);
        if (!row) throw notFound();
        const order = toOrder(row);
        const email = adminAddress
          ? newOrderNoticeEmail(order, adminAddress)
          : orderConfirmationEmail(order, await trackUrl(tx, orderId), payment);
        await deps.outbox.queue(tx, [email]);
        await createOrdersRepo(tx).addEvents([
          {
            orderId,
            actor: 'admin',
            type: 'email_resent',
            field: 'recipient',
            newValue: email.to,
            createdAt: deps.now(),
          },
        ]);
        await deps.audit.record(tx, {
          action: 'order.email_resent',
          ...source,
          entity: { type: 'order', id: orderId },
          after: { recipient: email.to, subject: email.subject },
        });
        return email.to;
      });
      return { message: `Email queued for ${address}` };
    },
  };
}
