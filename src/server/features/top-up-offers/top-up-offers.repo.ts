import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { CustomerOrder } from '#domain/store-estimate';
import type { TopUpCandidate } from '#domain/top-up-offers';
import type { Database } from '#server/db/client';
import { deliveryRounds } from '../delivery-rounds/delivery-rounds.tables.ts';
import { topUpOfferRecipients, topUpOffers } from './top-up-offers.tables.ts';
import { orders } from '../orders/orders-view.ts';

export type TopUpOfferRow = typeof topUpOffers.$inferSelect;
export type NewTopUpOffer = typeof topUpOffers.$inferInsert;

/** A customer who may be sent an offer: the rule's facts (but their store), and where to write. */
export interface OfferCandidate extends Omit<TopUpCandidate, 'store'> {
  email: string;
  firstName: string;
}

interface CandidateRow {
  customer_id: number;
  email: string;
  first_name: string;
  postcode: string;
  placed_on: string;
  awaiting: boolean;
  offered: boolean;
}

export function createTopUpOffersRepo(db: Database) {
  return {
    async insert(values: NewTopUpOffer): Promise<TopUpOfferRow> {
      const [row] = await db.insert(topUpOffers).values(values).returning();
      return row!;
    },

    /** The offer, locked until the transaction ends, while its emails have not gone. */
    async lockUnsent(offerId: number): Promise<TopUpOfferRow | null> {
      const [row] = await db
        .select()
        .from(topUpOffers)
        .where(and(eq(topUpOffers.id, offerId), isNull(topUpOffers.sentAt)))
        .for('update');
      return row ?? null;
    },

    /** Offers not sent yet whose day is on or before `dateUpTo`, and that are still open. */
    async unsentDue(dateUpTo: string, now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: topUpOffers.id })
        .from(topUpOffers)
        .where(
          and(
            isNull(topUpOffers.sentAt),
            lte(topUpOffers.date, dateUpTo),
            sql`${topUpOffers.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .orderBy(topUpOffers.id);
      return rows.map((row) => row.id);
    },

    async markSent(offerId: number, at: Date): Promise<void> {
      await db.update(topUpOffers).set({ sentAt: at }).where(eq(topUpOffers.id, offerId));
    },

    /**
     * Every customer with an order, with what the eligibility rule reads: their latest order
     * not cancelled (postcode, UK day placed), whether any is still to be delivered, and
     * whether this offer has reached them.
     */
    async candidates(offerId: number): Promise<OfferCandidate[]> {
      const result = await db.execute(sql`
        select c.id as customer_id, c.email, c.first_name, last_order.postcode,
          to_char(last_order.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as placed_on,
          exists (
            select 1 from orders o
            where o.customer_id = c.id and o.status <> 'cancelled' and o.delivery_status <> 'delivered'
          ) as awaiting,
          exists (
            select 1 from top_up_offer_recipients r where r.offer_id = ${offerId} and r.customer_id = c.id
          ) as offered
        from customers c
        join lateral (
          select o.postcode, o.created_at from orders o
          where o.customer_id = c.id and o.status <> 'cancelled'
          order by o.created_at desc, o.id desc limit 1
        ) last_order on true
        order by c.id`);
      // Both drivers answer { rows }.
      const { rows } = result as { rows: CandidateRow[] };
      return rows.map((row) => ({
        customerId: Number(row.customer_id),
        email: row.email,
        firstName: row.first_name,
        lastOrder: { postcode: row.postcode, placedOn: row.placed_on },
        awaitingDelivery: row.awaiting,
        alreadyOffered: row.offered,
      }));
    },

    /** These customers' orders not cancelled: their ordering rhythm (estimateStores). */
    async customersOrders(customerIds: readonly number[]): Promise<CustomerOrder[]> {
      if (customerIds.length === 0) return [];
      const rows = await db
        .select({
          customerId: orders.customerId,
          orderId: orders.id,
          createdAt: orders.createdAt,
          quantity: orders.quantity,
        })
        .from(orders)
        .where(and(inArray(orders.customerId, [...customerIds]), ne(orders.status, 'cancelled')));
      return rows.map(({ customerId, orderId, createdAt, quantity }) => ({
        customerId: customerId!,
        orderId,
        createdAt,
        tonnes: Number(quantity),
      }));
    },

    async addRecipients(
      rows: { offerId: number; customerId: number; tokenHash: string; sentAt: Date }[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(topUpOfferRecipients).values(rows);
    },

    /** The recipient a link's token hash names, with their offer. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ recipient: topUpOfferRecipients, offer: topUpOffers })
        .from(topUpOfferRecipients)
        .innerJoin(topUpOffers, eq(topUpOffers.id, topUpOfferRecipients.offerId))
        .where(eq(topUpOfferRecipients.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * The customer's latest order not cancelled, among the account's own (placed signed in,
     * added by the customer's choice, or linked by the business; never a guest order that only
     * carries their address, decision 031): the top-up goes where it went.
     */
    async lastOrder(customerId: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row ?? null;
    },

    async recordAccepted(recipientId: number, orderId: number): Promise<void> {
      await db
        .update(topUpOfferRecipients)
        .set({ acceptedOrderId: orderId })
        .where(eq(topUpOfferRecipients.id, recipientId));
    },

    /** Each offer, newest day first, with its round's name and take-up. */
    async listWithTakeUp() {
      return db
        .select({
          offer: topUpOffers,
          roundName: deliveryRounds.name,
          sent: sql<number>`(select count(*) from top_up_offer_recipients r where r.offer_id = ${topUpOffers.id})`.mapWith(
            Number,
          ),
          accepted:
            sql<number>`(select count(*) from top_up_offer_recipients r join orders o on o.id = r.accepted_order_id where r.offer_id = ${topUpOffers.id} and o.status <> 'cancelled')`.mapWith(
              Number,
            ),
          tonnesFilled:
            sql<number>`(select coalesce(sum(o.quantity), 0) from top_up_offer_recipients r join orders o on o.id = r.accepted_order_id where r.offer_id = ${topUpOffers.id} and o.status <> 'cancelled')`.mapWith(
              Number,
            ),
        })
        .from(topUpOffers)
        .innerJoin(deliveryRounds, eq(deliveryRounds.id, topUpOffers.roundId))
        .orderBy(desc(topUpOffers.date), desc(topUpOffers.id));
    },
  };
}
