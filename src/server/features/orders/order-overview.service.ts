import type { OrderOverview } from '#shared/schemas/order-overview';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { orderEmailHistory } from '../mail/mail-history.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { orderHistory } from './order-history.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersAdminRepo } from './orders-admin.repo.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { ORDER_NOT_FOUND } from './order-not-found.ts';

/**
 * An order's own view in the back office: the order, its documents, its payment attempts and
 * its history read together. Each read is one index lookup by the order's id, and they run
 * side by side (on PostgreSQL, on as many connections), so the answer costs about the slowest.
 */
export function createOrderOverviewService(deps: {
  db: Database;
  invoices: Pick<InvoicesService, 'listForOrder'>;
  payments: Pick<PaymentsService, 'attemptsForOrder'>;
}) {
  return {
    async overview(orderId: number): Promise<OrderOverview> {
      const [row, documents, paymentAttempts, events, emails] = await Promise.all([
        createOrdersRepo(deps.db).findById(orderId),
        deps.invoices.listForOrder(orderId),
        deps.payments.attemptsForOrder(orderId),
        createOrdersAdminRepo(deps.db).listEvents(orderId),
        orderEmailHistory(deps.db, orderId),
      ]);
      if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
      return {
        order: toOrder(row),
        documents,
        paymentAttempts,
        events: orderHistory(events, emails),
      };
    },
  };
}

export type OrderOverviewService = ReturnType<typeof createOrderOverviewService>;
