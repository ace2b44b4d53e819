// The dependency audit of CI: fails on high or critical advisories. Where the advisory service
// cannot be reached (some registries and mirrors answer 405; no network), it says so in one
// line and passes, so the gate stays real wherever the service answers.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const NOT_PERFORMED = 'npm audit: not performed (advisory service unreachable)';

export type AuditVerdict =
  | { kind: 'clean'; line: string }
  | { kind: 'vulnerable'; lines: string[] }
  | { kind: 'unreachable' }
  | { kind: 'error'; line: string };

/** Answers from the advisory endpoint that mean "no service here", not "you asked wrongly". */
const UNAVAILABLE_STATUSES = new Set([404, 405, 408, 501, 502, 503, 504]);
const NETWORK_FAILURE =
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ESOCKETTIMEDOUT|ERR_SOCKET_TIMEOUT)\b|network timeout/;
const SERIOUS = ['critical', 'high'] as const;

interface AuditJson {
  message?: unknown;
  statusCode?: unknown;
  uri?: unknown;
  error?: { code?: unknown; summary?: unknown };
  vulnerabilities?: Record<string, { severity?: unknown }>;
  metadata?: { vulnerabilities?: Record<string, unknown> };
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Reads the output of `npm audit --json`. */
export function judgeAudit(output: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return { kind: 'error', line: 'npm audit: no report (output was not JSON)' };
  }
  const totals = report.metadata?.vulnerabilities;
  if (totals) {
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => (SERIOUS as readonly unknown[]).includes(v.severity))
      .map(([name, v]) => `  ${name} (${String(v.severity)})`);
    const found = count(totals.critical) + count(totals.high);
    if (found > 0) {
      const head = `npm audit: ${count(totals.critical)} critical and ${count(totals.high)} high advisories (run "npm audit" for details):`;
      return { kind: 'vulnerable', lines: [head, ...serious] };
    }
    const minor = `${count(totals.moderate)} moderate, ${count(totals.low)} low`;
    return { kind: 'clean', line: `npm audit: no high or critical advisories (${minor})` };
  }
  const message = typeof report.message === 'string' ? report.message : '';
  const status = typeof report.statusCode === 'number' ? report.statusCode : null;
  if (status !== null && UNAVAILABLE_STATUSES.has(status)) return { kind: 'unreachable' };
  if (NETWORK_FAILURE.test(message) || NETWORK_FAILURE.test(String(report.error?.code))) {
    return { kind: 'unreachable' };
  }
  const summary = report.error?.summary;
  const reason = message || (typeof summary === 'string' && summary) || 'unknown error';
  return { kind: 'error', line: `npm audit: failed: ${reason}` };
}

function main(): number {
  const run = spawnSync('npm', ['audit', '--json', '--audit-level=high'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    console.error(`npm audit: could not run npm: ${run.error.message}`);
    return 1;
  }
  const verdict = judgeAudit(run.stdout);
  switch (verdict.kind) {
    case 'unreachable':
      console.log(NOT_PERFORMED);
      return 0;
    case 'clean':
      console.log(verdict.line);
      return 0;
    case 'vulnerable':
      console.error(verdict.lines.join('\n'));
      return 1;
    case 'error':
      console.error(verdict.line);
      if (run.stderr.trim()) console.error(run.stderr.trim());
      return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
