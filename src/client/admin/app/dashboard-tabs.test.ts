import { describe, expect, it } from 'vitest';

import { DASHBOARD_TABS, tabFromHash } from '#client/admin/app/dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('are the Dashboard, the five of spec section 2, Deliveries, Invoices and the audit log', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Dashboard',
      'Orders',
      'Deliveries',
      'Customers',
      'Regional Pricing',
      'Invoices',
      'Payments',
      'Settings',
      'Audit',
    ]);
  });

  it.each([
    ['', 'dashboard'],
    ['#orders', 'orders'],
    ['#customers', 'customers'],
    ['#deliveries', 'deliveries'],
    ['regions', 'regions'],
    ['#invoices', 'invoices'],
    ['#nonsense', 'dashboard'],
  ])('reads %j as %s', (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });
});
