import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/**
 * The messages the project's lint rules give `code` as if it were the file at `path` (an
 * existing file: the type-aware rules lint only files the project knows).
 */
async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.message);
}

const ORDERS_OWNER = /Only the orders feature writes the orders table/;

describe('the orders feature owns the orders table', () => {
  it('refuses an import of the table outside the feature', async () => {
    const messages = await messagesFor(
      'src/server/features/ledger/ledger.repo.ts',
      "import { orders } from '../orders/orders.tables.ts';\nexport const table = orders;\n",
    );
    expect(messages.some((message) => ORDERS_OWNER.test(message))).toBe(true);
  });

  it('refuses SQL text that writes the table outside the feature', async () => {
    const messages = await messagesFor(
      'src/server/features/ledger/ledger.repo.ts',
      "import { sql } from 'drizzle-orm';\nexport const statement = sql`update orders set status = 'cancelled'`;\n",
    );
    expect(messages.some((message) => ORDERS_OWNER.test(message))).toBe(true);
  });

  it('lets the orders feature import the table, and others read its view', async () => {
    const inFeature = await messagesFor(
      'src/server/features/orders/orders.repo.ts',
      "import { orders } from '../orders/orders.tables.ts';\nexport const table = orders;\n",
    );
    const view = await messagesFor(
      'src/server/features/ledger/ledger.repo.ts',
      "import { orders } from '../orders/orders-view.ts';\nexport const view = orders;\n",
    );
    expect([...inFeature, ...view].filter((message) => ORDERS_OWNER.test(message))).toEqual([]);
  });
});
