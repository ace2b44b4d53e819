export const DASHBOARD_TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'orders', label: 'Orders' },
  { value: 'deliveries', label: 'Deliveries' },
  { value: 'customers', label: 'Customers' },
  { value: 'regions', label: 'Regional Pricing' },
  { value: 'invoices', label: 'Invoices' },
  { value: 'payments', label: 'Payments' },
  { value: 'settings', label: 'Settings' },
  { value: 'audit', label: 'Audit' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];
export const DEFAULT_TAB: DashboardTab = 'dashboard';

function isDashboardTab(value: string): value is DashboardTab {
  return DASHBOARD_TABS.some((tab) => tab.value === value);
}

/**
 * The open tab lives in the address's fragment (#customers), so a reload keeps it and the
 * admin works under whatever hidden path the server gives it.
 */
export function tabFromHash(hash: string): DashboardTab {
  const value = hash.replace(/^#/, '');
  return isDashboardTab(value) ? value : DEFAULT_TAB;
}
