import { describe, expect, it } from 'vitest';

import { DASHBOARD_TABS, tabFromHash } from '#client/admin/app/dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('are the five of spec section 2 and Deliveries, Orders first', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Orders',
      'Deliveries',
      'Customers',
      'Regional Pricing',
      'Payments',
      'Settings',
    ]);
  });

  it.each([
    ['', 'orders'],
    ['#customers', 'customers'],
    ['#deliveries', 'deliveries'],
    ['regions', 'regions'],
    ['#nonsense', 'orders'],
  ])('reads %j as %s', (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });
});
