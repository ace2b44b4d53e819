import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { invoices } from '#server/features/invoices/invoices.tables';
import { orderLedger } from '#server/features/ledger/ledger.tables';
import { orders } from '#server/features/orders/orders.tables';
import { sqlValueList } from './sql-values.ts';

const dialect = new PgDialect();

function checkText(table: Parameters<typeof getTableConfig>[0], name: string): string {
  const check = getTableConfig(table).checks.find((c) => c.name === name);
  if (!check) throw new Error(`No check ${name}`);
  return dialect.sqlToQuery(check.value).sql;
}

describe('SQL value lists', () => {
  it('renders a const list as quoted values', () => {
    expect(dialect.sqlToQuery(sqlValueList(['a', 'b_c'])).sql).toBe("'a', 'b_c'");
  });

  it('refuses a value that would need quoting', () => {
    expect(() => sqlValueList(["it's"])).toThrow();
  });

  it('builds the check constraints the migrations created, word for word', () => {
    expect(checkText(orders, 'orders_status_check')).toBe(
      `"orders"."status" in ('pending', 'confirmed', 'cancelled')`,
    );
    expect(checkText(orders, 'orders_payment_status_check')).toBe(
      `"orders"."payment_status" in ('pending', 'processing', 'completed', 'failed', 'refunded')`,
    );
    expect(checkText(orders, 'orders_delivery_status_check')).toBe(
      `"orders"."delivery_status" in ('to_be_scheduled', 'scheduled', 'out_for_delivery', 'delivered', 'failed')`,
    );
    expect(checkText(orders, 'orders_payment_issue_check')).toBe(
      `"orders"."payment_issue" is null or "orders"."payment_issue" in ('refund_due', 'balance_due')`,
    );
    expect(checkText(orderLedger, 'order_ledger_kind_check')).toBe(
      `"order_ledger"."kind" in ('payment', 'refund', 'write_off', 'write_off_reversal')`,
    );
    expect(checkText(invoices, 'invoices_kind_check')).toBe(
      `"invoices"."kind" in ('invoice', 'credit_note')`,
    );
  });
});
