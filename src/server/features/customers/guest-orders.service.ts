import { guestOrderLooksOwn } from '#domain/address-proof';
import { GUEST_ORDER_MESSAGES, guestOrdersAddedMessage } from '#shared/email-verification';
import type { ClaimedGuestOrders, GuestOrdersResponse } from '#shared/schemas/customers';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { NOT_SIGNED_IN_MESSAGE } from '#server/http/sessions';
import type { AuditSource } from '../audit/audit-log.ts';
import type { OrdersAdminService } from '../orders/orders-admin.service.ts';
import { createCustomersRepo } from './customers.repo.ts';

/** The orders feature's guest orders of an address, and its link (orders-admin.service). */
export interface GuestOrderBook {
  list: OrdersAdminService['guestOrdersWith'];
  link: OrdersAdminService['linkGuestOrders'];
}

/**
 * The guest orders placed with a customer's verified address, which the customer adds to
 * their account by choosing them (decision 031): verifying adds none, as anyone may have
 * typed the address into the checkout, and an order in the account is what its top-ups and
 * reorder reminders are made from. Only the signed-in owner of the verified account chooses.
 */
export function createGuestOrdersService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  /** new_orders_email: where the ledger reports money matters; read before the transaction. */
  newOrdersEmail: () => Promise<string>;
  guestOrders: GuestOrderBook;
}) {
  async function signedInCustomer(customerId: number) {
    const customer = await createCustomersRepo(deps.db).findById(customerId);
    if (!customer) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
    return customer;
  }

  return {
    /** How many guest orders an address has: what the verification's answer mentions. */
    async countFor(email: string): Promise<number> {
      return (await deps.guestOrders.list(email)).length;
    },

    /** The list to choose from; empty until the address is verified. */
    async list(customerId: number): Promise<GuestOrdersResponse> {
      const customer = await signedInCustomer(customerId);
      if (!customer.emailVerifiedAt) return { emailVerified: false, orders: [] };
      const rows = await deps.guestOrders.list(customer.email);
      return {
        emailVerified: true,
        orders: rows.map((order) => ({
          id: order.id,
          placedAt: order.createdAt.toISOString(),
          name: `${order.firstName} ${order.lastName}`.trim(),
          addressLine1: order.addressLine1,
          city: order.city,
          postcode: order.postcode,
          quantity: Number(order.quantity),
          totalPrice: order.totalPrice,
          suggested: guestOrderLooksOwn(order, customer),
        })),
      };
    },

    /**
     * Adds the chosen orders, all or none: each must still be a guest order placed with the
     * customer's verified address (an order in another account, or placed with another
     * address, refuses the whole choice with nothing changed).
     */
    async claim(
      customerId: number,
      orderIds: readonly number[],
      source: AuditSource,
    ): Promise<ClaimedGuestOrders> {
      const customer = await signedInCustomer(customerId);
      if (!customer.emailVerifiedAt) {
        throw new AppError('forbidden', GUEST_ORDER_MESSAGES.notVerified);
      }
      const chosen = [...new Set(orderIds)];
      const businessAddress = await deps.newOrdersEmail();
      const linkedOrderIds = await deps.transaction(async (tx) => {
        const linked = await deps.guestOrders.link(
          tx,
          customer,
          chosen,
          source,
          deps.now(),
          businessAddress,
        );
        if (linked.length !== chosen.length) {
          throw new AppError('validation', GUEST_ORDER_MESSAGES.notAvailable, [
            { path: 'orderIds', message: GUEST_ORDER_MESSAGES.notAvailable },
          ]);
        }
        return linked;
      });
      return { message: guestOrdersAddedMessage(linkedOrderIds.length), linkedOrderIds };
    },
  };
}

export type GuestOrdersService = ReturnType<typeof createGuestOrdersService>;
