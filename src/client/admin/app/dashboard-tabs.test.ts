import { describe, expect, it } from 'vitest';

import { ADMIN_TABS, tabsFor } from '#client/admin/app/admin-tabs.ts';
import { locationFromHash, orderViewHash, tabFromHash } from '#client/admin/app/dashboard-tabs.ts';

describe('dashboard tabs', () => {
  it('are Orders first (spec section 2), the Dashboard, Deliveries, the spec tabs, Invoices, People and the audit log', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Orders',
      'Dashboard',
      'Deliveries',
      'Customers',
      'Regional Pricing',
      'Invoices',
      'Payments',
      'Settings',
      'People',
      'Audit',
    ]);
  });

  it('shows the office only its areas, and a driver none yet', () => {
    expect(tabsFor('office').map((tab) => tab.label)).toEqual([
      'Orders',
      'Dashboard',
      'Deliveries',
      'Customers',
      'Invoices',
      'Payments',
    ]);
    expect(tabsFor('driver')).toEqual([]);
    expect(tabsFor('owner')).toEqual(ADMIN_TABS);
  });

  it.each([
    ['', 'orders'],
    ['#orders', 'orders'],
    ['#dashboard', 'dashboard'],
    ['#customers', 'customers'],
    ['#deliveries', 'deliveries'],
    ['regions', 'regions'],
    ['#invoices', 'invoices'],
    ['#nonsense', 'orders'],
    ['#orders/42', 'orders'],
  ])('reads %j as %s', (hash, tab) => {
    expect(tabFromHash(hash)).toBe(tab);
  });

  it.each([
    ['#orders/42', 42],
    ['orders/7', 7],
    ['#orders/2147483647', 2147483647],
    ['#orders', null],
    ['#orders/0', null],
    ['#orders/007', null],
    ['#orders/abc', null],
    ['#orders/12345678901', null],
    ['#customers/42', null],
    ['#orders/42/edit', null],
  ])('reads the order view of %j as %s', (hash, orderId) => {
    expect(locationFromHash(hash).orderId).toBe(orderId);
  });

  it('writes an order view as its fragment and reads it back', () => {
    expect(orderViewHash(42)).toBe('#orders/42');
    expect(locationFromHash(orderViewHash(42))).toEqual({ tab: 'orders', orderId: 42 });
  });
});
