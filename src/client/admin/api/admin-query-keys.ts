import type { ChartPeriod } from '#shared/schemas/dashboard';
import type { ExportRange } from '#shared/schemas/orders-export';
import type {
  AuditListParams,
  CustomerListParams,
  LedgerListParams,
  OrderListParams,
} from '#client/admin/api/types.ts';

/**
 * Query keys of the back office; regions share the storefront's key (the same endpoint).
 * The session is outside ['admin'], so dropping all admin data at logout keeps it observed.
 */
export const adminQueryKeys = {
  auth: () => ['admin-session'] as const,
  all: () => ['admin'] as const,
  orders: {
    all: () => ['admin', 'orders'] as const,
    list: (params: OrderListParams) => ['admin', 'orders', 'list', params] as const,
    events: (orderId: number) => ['admin', 'orders', 'events', orderId] as const,
    editPreview: (orderId: number, edit: object) =>
      ['admin', 'orders', 'edit-preview', orderId, edit] as const,
  },
  customers: {
    all: () => ['admin', 'customers'] as const,
    list: (params: CustomerListParams) => ['admin', 'customers', 'list', params] as const,
  },
  settings: () => ['admin', 'settings'] as const,
  dashboard: (period: ChartPeriod) => ['admin', 'dashboard', period] as const,
  vatSummary: (range: ExportRange) => ['admin', 'vat-summary', range] as const,
  invoices: {
    all: () => ['admin', 'invoices'] as const,
    list: (page: number, pageSize: number) =>
      ['admin', 'invoices', 'list', page, pageSize] as const,
    status: () => ['admin', 'invoices', 'status'] as const,
    uninvoiced: () => ['admin', 'invoices', 'uninvoiced'] as const,
  },
  /** The Payments tab's ledger reads orders' money: invalidating orders refreshes it too. */
  ledger: {
    list: (params: LedgerListParams) => ['admin', 'orders', 'ledger', 'list', params] as const,
  },
  /** Delivery planning reads orders: invalidating orders refreshes it too. */
  deliveries: {
    board: (filters: object) => ['admin', 'orders', 'deliveries', 'board', filters] as const,
    drops: (query: object) => ['admin', 'orders', 'deliveries', 'drops', query] as const,
  },
  /** The rounds and closed days: their own data, not orders'. */
  deliveryRounds: () => ['admin', 'delivery-rounds'] as const,
  /** The lorry-days with room and the top-up offers made for them. */
  topUpOffers: () => ['admin', 'top-up-offers'] as const,
  twoFactor: () => ['admin', 'two-factor'] as const,
  audit: {
    list: (params: AuditListParams) => ['admin', 'audit', 'list', params] as const,
    vocabulary: () => ['admin', 'audit', 'vocabulary'] as const,
  },
  /** The payment provider PAYMENT_PROVIDER names (its test path carries the name). */
  paymentProvider: () => ['admin', 'payments', 'provider'] as const,
  /** The storefront's `paymentsEnabled`, refreshed after the settings change. */
  paymentsEnabled: () => ['payments', 'enabled'] as const,
} as const;
