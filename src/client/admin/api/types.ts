// Client-side shapes of the admin calls that src/shared/schemas does not define.
import type { CustomerSort, OrderListFilters } from '#shared/schemas/admin';
import type { AuditActor } from '#shared/schemas/audit';
import type { LedgerListFilters } from '#shared/schemas/ledger';

/** The page and search of a list; the search matches names, company and email. */
export interface ListParams {
  search: string;
  page: number;
  pageSize: number;
}

export interface CustomerListParams extends ListParams {
  sort: CustomerSort;
}

/** The orders list also filters by status, payment status and the days it was placed. */
export type OrderListParams = ListParams & OrderListFilters;
/** The Audit tab's filters (unset: any) and page. */
export interface AuditListParams {
  area?: string | undefined;
  action?: string | undefined;
  actor?: AuditActor | undefined;
  entityId?: string | undefined;
  page: number;
  pageSize: number;
}

/** The Payments tab's ledger: its filters (unset: any) and page. */
export type LedgerListParams = LedgerListFilters & { page: number; pageSize: number };
