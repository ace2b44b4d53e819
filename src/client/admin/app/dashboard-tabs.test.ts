import { describe, expect, it } from 'vitest';

import { DASHBOARD_TABS, tabFromHash } from '#client/admin/app/dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('are those of spec section 2 and the invoices, Orders first', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Orders',
      'Customers',
      'Regional Pricing',
      'Invoices',
      'Payments',
      'Settings',
    ]);
  });

  it.each([
    ['', 'orders'],
    ['#customers', 'customers'],
    ['regions', 'regions'],
    ['#invoices', 'invoices'],
    ['#nonsense', 'orders'],
  ])('reads %j as %s', (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });
});
