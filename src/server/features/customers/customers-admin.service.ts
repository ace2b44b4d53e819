import { penceToPounds } from '#domain/money';
import type { VatRate } from '#domain/vat';
import type {
  AdminCustomer,
  CustomerListQuery,
  CustomerPricingUpdate,
  Page,
} from '#shared/schemas/admin';
import type { AuditAction } from '#shared/schemas/audit';
import type { ProfileUpdateSchema } from '#shared/schemas/customers';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { changeCustomer } from './customer-change.ts';
import { toAdminCustomer } from './customer-mapper.ts';
import { createCustomersAdminRepo, type CustomerTerms } from './customers-admin.repo.ts';
import { createCustomersRepo } from './customers.repo.ts';

type DetailsInput = z.output<typeof ProfileUpdateSchema>;

export const CUSTOMER_NOT_FOUND = 'Customer not found';
const notFound = () => new AppError('not_found', CUSTOMER_NOT_FOUND);

/** The back office's work on customers: the list, and what the business sets for each. */
export function createCustomersAdminService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  audit: Pick<AuditLog, 'recordChange'>;
}) {
  const repo = createCustomersAdminRepo(deps.db);

  /** One change by the back office, written with its audit entry. */
  async function change(
    id: number,
    action: AuditAction,
    source: AuditSource,
    write: (tx: Database) => Promise<unknown>,
  ): Promise<AdminCustomer> {
    const changed = await changeCustomer(deps, { customerId: id, action, source, write });
    if (!changed) throw notFound();
    return current(id);
  }

  async function current(id: number): Promise<AdminCustomer> {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return toAdminCustomer(row);
  }

  const setTerms = (id: number, terms: CustomerTerms, action: AuditAction, source: AuditSource) =>
    change(id, action, source, (tx) =>
      createCustomersAdminRepo(tx).updateTerms(id, terms, deps.now()),
    );

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
    setPricing: (
      id: number,
      update: CustomerPricingUpdate,
      source: AuditSource,
    ): Promise<AdminCustomer> =>
      setTerms(
        id,
        update.customPrice === null
          ? { customPrice: null, customPriceNote: null, customPriceValidTo: null }
          : {
              customPrice: penceToPounds(update.customPrice),
              customPriceNote: update.customPriceNote,
              customPriceValidTo: update.customPriceValidTo,
            },
        'customer.pricing_updated',
        source,
      ),

    setVatRate: (id: number, vatRate: VatRate, source: AuditSource): Promise<AdminCustomer> =>
      setTerms(id, { vatRate }, 'customer.vat_rate_updated', source),

    updateDetails: (id: number, input: DetailsInput, source: AuditSource): Promise<AdminCustomer> =>
      change(id, 'customer.details_updated', source, (tx) =>
        createCustomersRepo(tx).updateProfile(id, input, deps.now()),
      ),
  };
}

export type CustomersAdminService = ReturnType<typeof createCustomersAdminService>;
