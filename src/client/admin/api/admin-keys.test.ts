import { describe, expect, it } from 'vitest';

import { orderLedgerKey } from '#client/admin/features/orders/api/get-order-ledger.ts';
import { orderOverviewKey } from '#client/admin/features/orders/api/get-order-overview.ts';
import { adminKey } from './admin-keys.ts';
import { adminSessionKey } from './check-auth.ts';
import { customersKeys } from './get-customers.ts';
import { deliveriesQueryOptions } from './get-deliveries.ts';
import { invoicesKeys } from './get-invoices.ts';
import { invoicingStatusKey } from './get-invoicing-status.ts';
import { ledgerQueryOptions } from './get-ledger.ts';
import { ordersKeys } from './get-orders.ts';
import { uninvoicedOrdersQueryOptions } from './get-uninvoiced-orders.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual(prefix);

describe('the back office’s query keys', () => {
  it('put what reads orders under the orders’ key, so invalidating orders refreshes it', () => {
    const ledger = ledgerQueryOptions({ state: 'all', search: '', page: 1, pageSize: 25 });
    for (const key of [
      ordersKeys.list({ search: '', page: 1, pageSize: 25 }),
      ledger.queryKey,
      deliveriesQueryOptions({}).queryKey,
      orderLedgerKey(7),
      orderOverviewKey(7),
    ]) {
      startsWith(key, ordersKeys.all());
    }
  });

  it('put the invoicing status and the orders left uninvoiced under the invoices’ key', () => {
    startsWith(invoicingStatusKey(), invoicesKeys.all());
    startsWith(uninvoicedOrdersQueryOptions().queryKey, invoicesKeys.all());
  });

  it('keep all data under one root that logging out drops, and the session outside it', () => {
    for (const key of [ordersKeys.all(), customersKeys.all(), invoicesKeys.all()]) {
      startsWith(key, adminKey());
    }
    expect(adminSessionKey().slice(0, adminKey().length)).not.toEqual(adminKey());
  });
});
