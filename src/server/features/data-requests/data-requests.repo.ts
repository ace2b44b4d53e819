import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AccountRow, OrderDataRow } from '#domain/personal-data-export';
import type { Database } from '#server/db/client';
import { customers } from '../customers/customers.tables.ts';
import { orders } from '../orders/orders-view.ts';
import { orderSaleColumns } from '../orders/order-row.ts';

const accountColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  companyName: customers.companyName,
  phone: customers.phone,
  addressLine1: customers.addressLine1,
  addressLine2: customers.addressLine2,
  city: customers.city,
  postcode: customers.postcode,
  customPrice: customers.customPrice,
  customPriceNote: customers.customPriceNote,
  customPriceValidTo: customers.customPriceValidTo,
  vatRate: customers.vatRate,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  emailVerifiedAt: customers.emailVerifiedAt,
};

// The business's own remarks (why a delivery came early or failed), the checkout's
// idempotency keys and the payment flag are left out: docs/personal-data-export.md says why.
const orderColumns = {
  id: orders.id,
  customerId: orders.customerId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  firstName: orders.firstName,
  lastName: orders.lastName,
  companyName: orders.companyName,
  email: orders.email,
  phone: orders.phone,
  addressLine1: orders.addressLine1,
  addressLine2: orders.addressLine2,
  city: orders.city,
  postcode: orders.postcode,
  billingAddressLine1: orders.billingAddressLine1,
  billingAddressLine2: orders.billingAddressLine2,
  billingCity: orders.billingCity,
  billingPostcode: orders.billingPostcode,
  ...orderSaleColumns,
  amountReceived: orders.amountReceived,
  amountRefunded: orders.amountRefunded,
  deliveryForm: orders.deliveryForm,
  deliveryLorryLimit: orders.deliveryLorryLimit,
  deliveryHoseMetres: orders.deliveryHoseMetres,
  deliveryEarliestDate: orders.deliveryEarliestDate,
  deliveryAccessNotes: orders.deliveryAccessNotes,
  deliveryStatus: orders.deliveryStatus,
  deliveryDate: orders.deliveryDate,
  deliverySlot: orders.deliverySlot,
};

/** The only SQL of data requests: the account and the orders; the rest comes from its features. */
export function createDataRequestsRepo(db: Database) {
  return {
    async accountById(id: number): Promise<AccountRow | null> {
      const [row] = await db.select(accountColumns).from(customers).where(eq(customers.id, id));
      return row ?? null;
    },

    /** Emails are stored lower-cased (customers.email), as the query schema gives them. */
    async accountByEmail(email: string): Promise<AccountRow | null> {
      const [row] = await db
        .select(accountColumns)
        .from(customers)
        .where(eq(customers.email, email));
      return row ?? null;
    },

    /** The account's own orders: all an account whose address is not verified may see. */
    ordersOfCustomer(customerId: number): Promise<OrderDataRow[]> {
      return db
        .select(orderColumns)
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /**
     * The account's orders and the guest orders placed with its address, not in any account:
     * a verified customer's own export (#domain/address-proof).
     */
    ordersOfAccountAndAddress(customerId: number, email: string): Promise<OrderDataRow[]> {
      return db
        .select(orderColumns)
        .from(orders)
        .where(
          or(
            eq(orders.customerId, customerId),
            and(isNull(orders.customerId), sql`lower(${orders.email}) = ${email}`),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /**
     * The account's orders and any order placed with the address, whoever's. Orders keep the
     * address as typed, so it is compared whatever its case; a rare back-office read, it scans.
     */
    ordersOfAddress(email: string, customerId: number | null): Promise<OrderDataRow[]> {
      const byEmail = sql`lower(${orders.email}) = ${email}`;
      return db
        .select(orderColumns)
        .from(orders)
        .where(customerId === null ? byEmail : or(eq(orders.customerId, customerId), byEmail))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
  };
}
