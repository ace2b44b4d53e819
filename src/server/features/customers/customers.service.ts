import type {
  CurrentCustomer,
  CustomerPricing,
  ProfileUpdateSchema,
} from '#shared/schemas/customers';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { NOT_SIGNED_IN_MESSAGE } from '#server/http/sessions';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { OrderingCustomer } from '../orders/orders.service.ts';
import { changeCustomer } from './customer-change.ts';
import {
  customerVatRate,
  toCurrentCustomer,
  toCustomerPricing,
  toCustomPricing,
} from './customer-mapper.ts';
import { createCustomersRepo, type AddressFields, type CustomerRow } from './customers.repo.ts';

type ProfileInput = z.output<typeof ProfileUpdateSchema>;

/** What a signed-in customer reads and changes about themselves. */
export function createCustomersService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  audit: Pick<AuditLog, 'recordChange'>;
}) {
  const repo = createCustomersRepo(deps.db);

  /** The session's customer; gone (deleted by the business) reads as signed out. */
  async function signedIn(customerId: number): Promise<CustomerRow> {
    const row = await repo.findById(customerId);
    if (!row) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
    return row;
  }

  return {
    current: async (customerId: number): Promise<CurrentCustomer> =>
      toCurrentCustomer(await signedIn(customerId)),

    pricing: async (customerId: number): Promise<CustomerPricing> =>
      toCustomerPricing(await signedIn(customerId)),

    /** Only the profile fields: the schema is strict and the repo takes nothing else. */
    async updateProfile(
      customerId: number,
      input: ProfileInput,
      source: AuditSource,
    ): Promise<CurrentCustomer> {
      const row = await changeCustomer(deps, {
        customerId,
        action: 'customer.profile_updated',
        source,
        write: (tx) => createCustomersRepo(tx).updateProfile(customerId, input, deps.now()),
      });
      if (!row) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
      return toCurrentCustomer(row);
    },

    /** The address an order is delivered to becomes the profile's, in the order's transaction. */
    saveAddress: (tx: Database, customerId: number, address: AddressFields): Promise<void> =>
      createCustomersRepo(tx).updateAddress(customerId, address, deps.now()),

    /** For pricing an order: the VAT rate and custom price the business set for this customer. */
    async orderingCustomer(customerId: number): Promise<OrderingCustomer | null> {
      const row = await repo.findById(customerId);
      if (!row) return null;
      return { id: row.id, vatRate: customerVatRate(row), customPricing: toCustomPricing(row) };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
