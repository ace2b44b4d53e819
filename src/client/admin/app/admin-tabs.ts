import type { ComponentType } from 'react';

import { lazyScreen, type LazyScreen } from '#client/lib/lazy-screen.ts';

/** A panel in a chunk of its own, from a module that exports it by name. */
function panel<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  return lazyScreen(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The back office's tabs, in their order (Orders first: spec section 2). A feature's tab is
 * one line here: its place in the address, its label and its panel, fetched when first shown.
 */
export const ADMIN_TABS = [
  {
    value: 'orders',
    label: 'Orders',
    Panel: panel(() => import('#client/admin/features/orders/orders-tab.tsx'), 'OrdersTab'),
  },
  {
    value: 'dashboard',
    label: 'Dashboard',
    Panel: panel(
      () => import('#client/admin/features/dashboard/dashboard-tab.tsx'),
      'DashboardTab',
    ),
  },
  {
    value: 'deliveries',
    label: 'Deliveries',
    Panel: panel(
      () => import('#client/admin/features/deliveries/deliveries-tab.tsx'),
      'DeliveriesTab',
    ),
  },
  {
    value: 'customers',
    label: 'Customers',
    Panel: panel(() => import('#client/admin/app/customers-panel.tsx'), 'CustomersPanel'),
  },
  {
    value: 'regions',
    label: 'Regional Pricing',
    Panel: panel(() => import('#client/admin/features/regions/regions-tab.tsx'), 'RegionsTab'),
  },
  {
    value: 'invoices',
    label: 'Invoices',
    Panel: panel(() => import('#client/admin/features/invoices/invoices-tab.tsx'), 'InvoicesTab'),
  },
  {
    value: 'payments',
    label: 'Payments',
    Panel: panel(() => import('#client/admin/features/payments/payments-tab.tsx'), 'PaymentsTab'),
  },
  {
    value: 'settings',
    label: 'Settings',
    Panel: panel(() => import('#client/admin/app/settings-panel.tsx'), 'SettingsPanel'),
  },
  {
    value: 'audit',
    label: 'Audit',
    Panel: panel(() => import('#client/admin/features/audit/audit-tab.tsx'), 'AuditTab'),
  },
] as const;

export type AdminTabName = (typeof ADMIN_TABS)[number]['value'];
