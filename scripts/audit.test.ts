import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeAudit, NOT_PERFORMED } from './audit.ts';

// The script against a stand-in advisory service: npm audit itself, over HTTP, on this lockfile.
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = undefined;
});

type Answer = (packages: Record<string, string[]>) => { status: number; body: unknown };

async function advisoryService(answer: Answer): Promise<string> {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      const asked = request.url?.includes('/security/advisories/bulk')
        ? (JSON.parse((gzipped ? gunzipSync(raw) : raw).toString('utf8') || '{}') as Record<
            string,
            string[]
          >)
        : null;
      const { status, body } = asked ? answer(asked) : { status: 404, body: {} };
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 405 ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/`;
}

function runAudit(
  registry: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('node', ['--import', 'tsx', 'scripts/audit.ts'], {
      // A cache of its own: npm keeps advisory answers, which would leak between runs.
      env: {
        ...process.env,
        npm_config_registry: registry,
        npm_config_cache: mkdtempSync(join(tmpdir(), 'pellets-npm-cache-')),
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const advisory = (severity: string) => ({
  id: 1_000_001,
  url: 'https://advisories.example/1000001',
  title: `A ${severity} test advisory`,
  severity,
  vulnerable_versions: '<999.0.0',
  cwe: [],
  cvss: { score: 9.8, vectorString: null },
});

describe('scripts/audit.ts', () => {
  it('fails CI on a critical advisory and names the package', async () => {
    // helmet: a production dependency nothing else depends on, so it alone is reported.
    const registry = await advisoryService((asked) => {
      expect(Object.keys(asked)).toContain('helmet');
      return { status: 200, body: { helmet: [advisory('critical')] } };
    });
    const result = await runAudit(registry);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/1 critical and 0 high advisories/);
    expect(result.stderr).toContain('helmet (critical)');
  });

  it('audits the production dependencies only', async () => {
    const registry = await advisoryService((asked) => {
      expect(Object.keys(asked)).not.toContain('vitest');
      return { status: 200, body: { vitest: [advisory('critical')] } };
    });
    const result = await runAudit(registry);
    expect(result.code).toBe(0);
  });

  it('passes with moderate advisories only, saying so', async () => {
    const registry = await advisoryService(() => ({
      status: 200,
      body: { fastify: [advisory('moderate')] },
    }));
    const result = await runAudit(registry);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(
      /^npm audit: no high or critical advisories \(\d+ moderate/,
    );
  });

  it('prints one line and passes when the service answers 405', async () => {
    const registry = await advisoryService(() => ({ status: 405, body: null }));
    const result = await runAudit(registry);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${NOT_PERFORMED}\n`);
  });

  it('prints one line and passes when nothing listens', async () => {
    const result = await runAudit('http://127.0.0.1:9/');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${NOT_PERFORMED}\n`);
  });
});

describe('judgeAudit with reviewed exceptions', () => {
  const GHSA = 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc';
  // npm audit's JSON: the advisory on `busboy`, reaching `@fastify/multipart` through it.
  const report = JSON.stringify({
    vulnerabilities: {
      busboy: { severity: 'high', via: [{ url: GHSA, severity: 'high' }] },
      '@fastify/multipart': { severity: 'high', via: ['busboy'] },
    },
    metadata: { vulnerabilities: { critical: 0, high: 2, moderate: 0, low: 0 } },
  });
  const exception = {
    advisory: GHSA,
    package: 'busboy',
    reason: 'Only reachable through the CSV import, which is behind the admin session.',
    reviewedBy: 'The shop',
    expires: '2026-12-31',
  };

  it('fails without an exception, naming each package', () => {
    const verdict = judgeAudit(report, [], new Date('2026-11-24'));
    expect(verdict).toEqual({
      kind: 'vulnerable',
      lines: [
        'npm audit: 0 critical and 2 high advisories (run "npm audit --omit=dev" for details):',
        '  busboy (high)',
        '  @fastify/multipart (high)',
      ],
    });
  });

  it('passes while a reviewed exception covers the advisory, saying so', () => {
    expect(judgeAudit(report, [exception], new Date('2026-12-31'))).toEqual({
      kind: 'clean',
      line: 'npm audit: no high or critical advisories (0 moderate, 0 low; reviewed exceptions apply)',
    });
  });

  it('fails again once the exception has expired, and says it expired', () => {
    const verdict = judgeAudit(report, [exception], new Date('2027-01-01'));
    expect(verdict.kind).toBe('vulnerable');
    expect(verdict.kind === 'vulnerable' && verdict.lines.at(-1)).toBe(
      `  exception for busboy (${GHSA}) expired on 2026-12-31`,
    );
  });

  it('still fails on an advisory the exception does not name', () => {
    const other = { ...exception, advisory: 'https://github.com/advisories/GHSA-other' };
    expect(judgeAudit(report, [other], new Date('2026-11-24')).kind).toBe('vulnerable');
  });
});

describe('judgeAudit', () => {
  it('fails on a refusal that is not an unavailable service', () => {
    const refused = JSON.stringify({
      message: '401 Unauthorized - POST https://registry/-/npm/v1/security/advisories/bulk',
      statusCode: 401,
    });
    expect(judgeAudit(refused)).toEqual({
      kind: 'error',
      line: 'npm audit: failed: 401 Unauthorized - POST https://registry/-/npm/v1/security/advisories/bulk',
    });
  });

  it('fails when there is no report at all', () => {
    expect(judgeAudit('npm ERR! something').kind).toBe('error');
    expect(
      judgeAudit(JSON.stringify({ error: { code: 'ENOLOCK', summary: 'no lockfile' } })),
    ).toEqual({
      kind: 'error',
      line: 'npm audit: failed: no lockfile',
    });
  });
});
