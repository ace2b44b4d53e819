import { describe, expect, it } from 'vitest';

import { DASHBOARD_TABS, tabFromHash } from '#client/admin/app/dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('are the five of spec section 2, Orders first, then the audit log', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Orders',
      'Customers',
      'Regional Pricing',
      'Payments',
      'Settings',
      'Audit',
    ]);
  });

  it.each([
    ['', 'orders'],
    ['#customers', 'customers'],
    ['regions', 'regions'],
    ['#nonsense', 'orders'],
  ])('reads %j as %s', (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });
});
