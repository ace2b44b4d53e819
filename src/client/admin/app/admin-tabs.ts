import type { ComponentType } from 'react';

import { mayUse, type StaffArea, type StaffRole } from '#domain/staff-roles';

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
 * one line here: its place in the address, the area whose roles see it (#domain/staff-roles),
 * its label and its panel, fetched when first shown.
 */
export const ADMIN_TABS = [
  {
    value: 'orders',
    area: 'orders',
    label: 'Orders',
    Panel: panel(() => import('#client/admin/features/orders/orders-tab.tsx'), 'OrdersTab'),
  },
  {
    value: 'dashboard',
    area: 'dashboard',
    label: 'Dashboard',
    Panel: panel(
      () => import('#client/admin/features/dashboard/dashboard-tab.tsx'),
      'DashboardTab',
    ),
  },
  {
    value: 'deliveries',
    area: 'deliveries',
    label: 'Deliveries',
    Panel: panel(
      () => import('#client/admin/features/deliveries/deliveries-tab.tsx'),
      'DeliveriesTab',
    ),
  },
  {
    value: 'customers',
    area: 'customers',
    label: 'Customers',
    Panel: panel(() => import('#client/admin/app/customers-panel.tsx'), 'CustomersPanel'),
  },
  {
    value: 'regions',
    area: 'regions',
    label: 'Regional Pricing',
    Panel: panel(() => import('#client/admin/features/regions/regions-tab.tsx'), 'RegionsTab'),
  },
  {
    value: 'invoices',
    area: 'invoices',
    label: 'Invoices',
    Panel: panel(() => import('#client/admin/features/invoices/invoices-tab.tsx'), 'InvoicesTab'),
  },
  {
    value: 'payments',
    area: 'payments',
    label: 'Payments',
    Panel: panel(() => import('#client/admin/features/payments/payments-tab.tsx'), 'PaymentsTab'),
  },
  {
    value: 'settings',
    area: 'settings',
    label: 'Settings',
    Panel: panel(() => import('#client/admin/app/settings-panel.tsx'), 'SettingsPanel'),
  },
  {
    value: 'people',
    area: 'people',
    label: 'People',
    Panel: panel(() => import('#client/admin/features/people/people-tab.tsx'), 'PeopleTab'),
  },
  {
    value: 'audit',
    area: 'audit',
    label: 'Audit',
    Panel: panel(() => import('#client/admin/features/audit/audit-tab.tsx'), 'AuditTab'),
  },
] as const satisfies readonly {
  value: string;
  area: StaffArea;
  label: string;
  Panel: LazyScreen;
}[];

/** The tabs a role may use; the server refuses the rest anyway. */
export const tabsFor = (role: StaffRole) => ADMIN_TABS.filter((tab) => mayUse(role, tab.area));

export type AdminTabName = (typeof ADMIN_TABS)[number]['value'];
