import { describe, expect, it } from 'vitest';

import { DASHBOARD_TABS, tabFromHash } from '#client/admin/app/dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('are the Dashboard, then the five of spec section 2', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Regional Pricing',
      'Payments',
      'Settings',
    ]);
  });

  it.each([
    ['', 'dashboard'],
    ['#orders', 'orders'],
    ['#customers', 'customers'],
    ['regions', 'regions'],
    ['#nonsense', 'dashboard'],
  ])('reads %j as %s', (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });
});
