// The dependency audit of CI: fails on high or critical advisories in the production
// dependencies, unless a reviewed, unexpired exception in audit-exceptions.json covers them.
// Where the advisory service cannot be reached (some registries and mirrors answer 405; no
// network), it says so in one line and passes, so the gate stays real wherever it answers.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** One reviewed advisory the shop lives with for now; see docs/dependency-audit.md. */
const AuditExceptionSchema = z.object({
  /** The advisory's address as npm audit reports it (https://github.com/advisories/GHSA-...). */
  advisory: z.url(),
  package: z.string().min(1),
  reason: z.string().min(20, 'say why the shop is not exposed, in a sentence'),
  reviewedBy: z.string().min(1),
  /** The last day it holds (YYYY-MM-DD): then CI fails again until it is reviewed anew. */
  expires: z.iso.date(),
});
export type AuditException = z.infer<typeof AuditExceptionSchema>;
export const AuditExceptionsSchema = z.object({ exceptions: z.array(AuditExceptionSchema) });
export const EXCEPTIONS_FILE = 'audit-exceptions.json';

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

interface Via {
  url?: unknown;
  severity?: unknown;
}

interface AuditJson {
  message?: unknown;
  statusCode?: unknown;
  uri?: unknown;
  error?: { code?: unknown; summary?: unknown };
  vulnerabilities?: Record<string, { severity?: unknown; via?: (string | Via)[] }>;
  metadata?: { vulnerabilities?: Record<string, unknown> };
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

const isSerious = (severity: unknown) => (SERIOUS as readonly unknown[]).includes(severity);

/**
 * The serious entries no live exception covers. An entry is covered when each serious
 * advisory it names has an exception and each package it is vulnerable through is covered.
 */
function uncovered(report: AuditJson, live: Set<string>): [string, string][] {
  const entries = report.vulnerabilities ?? {};
  const covered = (name: string, seen: Set<string>): boolean => {
    const entry = entries[name];
    if (!entry || !isSerious(entry.severity)) return true;
    if (seen.has(name)) return true;
    seen.add(name);
    return (entry.via ?? []).every((via) =>
      typeof via === 'string'
        ? covered(via, seen)
        : !isSerious(via.severity) || live.has(String(via.url)),
    );
  };
  return Object.entries(entries)
    .filter(([name, v]) => isSerious(v.severity) && !covered(name, new Set()))
    .map(([name, v]) => [name, String(v.severity)]);
}

/** Reads the output of `npm audit --json`, with the reviewed exceptions as of `today`. */
export function judgeAudit(
  output: string,
  exceptions: readonly AuditException[] = [],
  today = new Date(),
): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return { kind: 'error', line: 'npm audit: no report (output was not JSON)' };
  }
  const totals = report.metadata?.vulnerabilities;
  if (totals) {
    const day = today.toISOString().slice(0, 10);
    const live = exceptions.filter((exception) => exception.expires >= day);
    const expired = exceptions
      .filter((exception) => exception.expires < day)
      .map((e) => `  exception for ${e.package} (${e.advisory}) expired on ${e.expires}`);
    const serious = uncovered(report, new Set(live.map((exception) => exception.advisory)));
    if (serious.length > 0) {
      const bySeverity = (severity: string) => serious.filter(([, s]) => s === severity).length;
      const head = `npm audit: ${bySeverity('critical')} critical and ${bySeverity('high')} high advisories (run "npm audit --omit=dev" for details):`;
      const lines = serious.map(([name, severity]) => `  ${name} (${severity})`);
      return { kind: 'vulnerable', lines: [head, ...lines, ...expired] };
    }
    const minor = `${count(totals.moderate)} moderate, ${count(totals.low)} low`;
    const excepted =
      count(totals.critical) + count(totals.high) > 0 ? '; reviewed exceptions apply' : '';
    return {
      kind: 'clean',
      line: `npm audit: no high or critical advisories (${minor}${excepted})`,
    };
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

function readExceptions(): AuditException[] {
  const text = readFileSync(EXCEPTIONS_FILE, 'utf8');
  return AuditExceptionsSchema.parse(JSON.parse(text)).exceptions;
}

function main(): number {
  const exceptions = readExceptions();
  // The production dependencies only: what runs in the shop (npm ci --omit=dev).
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json', '--audit-level=high'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    console.error(`npm audit: could not run npm: ${run.error.message}`);
    return 1;
  }
  const verdict = judgeAudit(run.stdout, exceptions);
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
