import { penceToPounds } from '#domain/money';
import type { VatRate } from '#domain/vat';
import type {
  AdminCustomer,
  CustomerListQuery,
  CustomerPricingUpdate,
  Page,
} from '#shared/schemas/admin';
import type { ProfileUpdateSchema } from '#shared/schemas/customers';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { toAdminCustomer } from './customer-mapper.ts';
import { createCustomersAdminRepo, type CustomerTerms } from './customers-admin.repo.ts';
import { createCustomersRepo } from './customers.repo.ts';

type DetailsInput = z.output<typeof ProfileUpdateSchema>;

export const CUSTOMER_NOT_FOUND = 'Customer not found';
const notFound = () => new AppError('not_found', CUSTOMER_NOT_FOUND);

/** The back office's work on customers: the list, and what the business sets for each. */
export function createCustomersAdminService(deps: { db: Database; now: () => Date }) {
  const repo = createCustomersAdminRepo(deps.db);
  const profiles = createCustomersRepo(deps.db);

  async function current(id: number): Promise<AdminCustomer> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return toAdminCustomer(row);
  }

  async function setTerms(id: number, terms: CustomerTerms): Promise<AdminCustomer> {
    if (!(await repo.updateTerms(id, terms, deps.now()))) throw notFound();
    return current(id);
  }

  return {
    async list(query: CustomerListQuery): Promise<Page<AdminCustomer>> {
      const { rows, total } = await repo.list({
        search: query.search,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map(toAdminCustomer),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    exists: (id: number): Promise<boolean> => repo.exists(id),

    /** No price removes the custom pricing altogether: price, note and date. */
    setPricing: (id: number, update: CustomerPricingUpdate): Promise<AdminCustomer> =>
      setTerms(
        id,
        update.customPrice === null
          ? { customPrice: null, customPriceNote: null, customPriceValidTo: null }
          : {
              customPrice: penceToPounds(update.customPrice),
              customPriceNote: update.customPriceNote,
              customPriceValidTo: update.customPriceValidTo,
            },
      ),

    setVatRate: (id: number, vatRate: VatRate): Promise<AdminCustomer> => setTerms(id, { vatRate }),

    async updateDetails(id: number, input: DetailsInput): Promise<AdminCustomer> {
      const row = await profiles.updateProfile(id, input, deps.now());
      if (!row) throw notFound();
      return current(id);
    },
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
