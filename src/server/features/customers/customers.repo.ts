import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { customers } from './customers.tables.ts';

/** search_text exists only for the back office's search index. */
export type CustomerRow = Omit<typeof customers.$inferSelect, 'searchText'>;
export type NewCustomerRow = typeof customers.$inferInsert;

/** What a customer may change about themselves; everything else is the business's to set. */
export type ProfileFields = Pick<
  NewCustomerRow,
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'postcode'
>;

export type AddressFields = Pick<
  NewCustomerRow,
  'addressLine1' | 'addressLine2' | 'city' | 'postcode'
>;

/** The only SQL for customers. Emails arrive already normalised (trimmed, lower case). */
export function createCustomersRepo(db: Database) {
  return {
    /** Null when the email is taken: the unique index decides, so two racing sign-ups can't both win. */
    async insert(values: NewCustomerRow): Promise<CustomerRow | null> {
      const [row] = await db
        .insert(customers)
        .values(values)
        .onConflictDoNothing({ target: customers.email })
        .returning();
      return row ?? null;
    },

    async findById(id: number): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row ?? null;
    },

    /** The customer, locked until the transaction ends: the audit log's "before" stays true. */
    async lockById(id: number): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).for('update');
      return row ?? null;
    },

    async findByEmail(email: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.email, email));
      return row ?? null;
    },

    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, email));
      return row !== undefined;
    },

    async updateProfile(
      id: number,
      fields: ProfileFields,
      updatedAt: Date,
    ): Promise<CustomerRow | null> {
      const [row] = await db
        .update(customers)
        .set({ ...fields, updatedAt })
        .where(eq(customers.id, id))
        .returning();
      return row ?? null;
    },

    async updateAddress(id: number, fields: AddressFields, updatedAt: Date): Promise<void> {
      await db
        .update(customers)
        .set({ ...fields, updatedAt })
        .where(eq(customers.id, id));
    },

    /** Null when there is no such customer or the email was verified already. */
    async markEmailVerified(id: number, at: Date): Promise<CustomerRow | null> {
      const [row] = await db
        .update(customers)
        .set({ emailVerifiedAt: at })
        .where(and(eq(customers.id, id), isNull(customers.emailVerifiedAt)))
        .returning();
      return row ?? null;
    },

    async updatePasswordHash(
      id: number,
      passwordHash: string,
      updatedAt: Date,
    ): Promise<CustomerRow | null> {
      const [row] = await db
        .update(customers)
        .set({ passwordHash, updatedAt })
        .where(eq(customers.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
