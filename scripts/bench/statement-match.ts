// Reading and matching a bank statement: 5,000 CSV lines (most quoting a reference, some only
// the payer's name, some debits) against 20,000 orders. Target: under 3 seconds in all.
// Run: node --import tsx scripts/bench/statement-match.ts
import { matchCredits, type CandidateOrder } from '#domain/payment-reference-match';
import { parseStatement } from '#domain/bank-statement/statement';
import { isCredit } from '#domain/bank-statement/statement-line';
import { penceToPounds } from '#domain/money';

const ORDERS = 20_000;
const LINES = 5_000;
const TARGET_MS = 3_000;

const orders: CandidateOrder[] = Array.from({ length: ORDERS }, (_, i) => ({
  id: 1000 + i,
  balanceDuePence: 20_000 + ((i * 7919) % 200_000),
  customerName: `Customer${i} Surname${i % 997}`,
  status: i % 50 === 0 ? 'cancelled' : 'confirmed',
}));

const rows = Array.from({ length: LINES }, (_, i) => {
  const order = orders[(i * 3) % ORDERS]!;
  const day = String(1 + (i % 28)).padStart(2, '0');
  const amount = penceToPounds(i % 20 === 0 ? -order.balanceDuePence : order.balanceDuePence);
  const text = i % 5 === 0 ? `C SURNAME${order.id % 997}` : `PAYMENT WP ${order.id} THANKS`;
  return `${day}/11/2026,${text},${amount},0.00`;
});
const csv = [
  'Date,Type,Description,Value,Balance',
  ...rows.map((r) => r.replace(',', ',BAC,')),
].join('\n');

const started = performance.now();
const statement = parseStatement(csv);
if (!statement.ok) throw new Error(statement.message);
const parsedAt = performance.now();
const credits = statement.lines.filter(isCredit).map((line) => ({
  lineNumber: line.lineNumber,
  amountPence: line.amountPence!,
  text: line.description,
  payer: line.payer,
}));
const matched = matchCredits(credits, orders);
const finished = performance.now();

const kinds = new Map<string, number>();
for (const { match } of matched) kinds.set(match.kind, (kinds.get(match.kind) ?? 0) + 1);
const total = finished - started;
console.log(
  `statement-match: ${LINES} lines against ${ORDERS} orders: read ${(parsedAt - started).toFixed(0)} ms, ` +
    `matched ${(finished - parsedAt).toFixed(0)} ms, total ${total.toFixed(0)} ms ` +
    `(target < ${TARGET_MS} ms) ${total < TARGET_MS ? 'OK' : 'TOO SLOW'}`,
);
console.log(Object.fromEntries(kinds));
