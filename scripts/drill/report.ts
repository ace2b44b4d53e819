// Prints the drill's figures and checks; the caller exits non-zero when a check failed.
import type { Check } from './checks.ts';
import type { Second } from './windows.ts';

export interface DrillReport {
  settings: Record<string, unknown>;
  orders: Record<string, number>;
  emails: Record<string, number>;
  recovery: unknown[];
  ordersPerSecond: number[];
  errorSeconds: Second[];
  checks: Check[];
}

export function printReport(report: DrillReport): boolean {
  const lines = [
    '',
    'Fault drill',
    `  settings: ${JSON.stringify(report.settings)}`,
    `  orders:   ${JSON.stringify(report.orders)}`,
    `  emails:   ${JSON.stringify(report.emails)}`,
    `  orders acknowledged per second: ${report.ordersPerSecond.join(' ')}`,
    '  recovery per fault:',
    ...report.recovery.map((r) => `    ${JSON.stringify(r)}`),
    '  seconds with failed requests (client 5xx / client no answer / proxy 5xx):',
    ...report.errorSeconds.map(
      (s) =>
        `    t=${String(s.second).padStart(3)}s  ${s.client5xx} / ${s.clientNoAnswer} / ${s.proxy5xx}${s.inWindow ? '  (fault window)' : '  OUTSIDE the fault windows'}`,
    ),
    ...(report.errorSeconds.length === 0 ? ['    none'] : []),
    '  checks:',
    ...report.checks.map((c) => `    ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`),
  ];
  const passed = report.checks.every((c) => c.ok);
  lines.push('', passed ? 'Drill passed.' : 'Drill FAILED.', '');
  console.log(lines.join('\n'));
  return passed;
}
