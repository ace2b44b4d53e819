import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaresTest, provenRequirements } from './security-map.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const map = readFileSync(`${root}docs/security.md`, 'utf8');
const rows = provenRequirements(map);

describe('docs/security.md', () => {
  it('names at least one proof for every requirement it marks as met', () => {
    expect(rows.length).toBeGreaterThan(20);
    const unproven = rows.filter((row) => row.proofs.length === 0).map((row) => row.requirement);
    expect(unproven).toEqual([]);
  });

  it('names only test files and tests that exist', () => {
    const missing = rows
      .flatMap((row) => row.proofs)
      .filter((proof) => {
        const path = `${root}${proof.file}`;
        return !existsSync(path) || !declaresTest(readFileSync(path, 'utf8'), proof.test);
      })
      .map((proof) => `${proof.requirement}: ${proof.file} > ${proof.test}`);
    expect(missing).toEqual([]);
  });
});

describe('the map reader', () => {
  const sample = [
    '# Security',
    '## Met and proven',
    '| ASVS | Requirement | How | Proof |',
    '| --- | --- | --- | --- |',
    '| 7.2.4 | New token | Rotated | `a/b.api.test.ts > rotates it`, `c.spec.ts > signs in` |',
    '| 7.3.1 | Idle | 30 min | none yet |',
    '## Being built',
    '| 6.5.1 | MFA | soon | `x.test.ts > not checked` |',
  ].join('\n');

  it('reads the proofs of the proven section only', () => {
    expect(provenRequirements(sample)).toEqual([
      {
        requirement: '7.2.4',
        proofs: [
          { requirement: '7.2.4', file: 'a/b.api.test.ts', test: 'rotates it' },
          { requirement: '7.2.4', file: 'c.spec.ts', test: 'signs in' },
        ],
      },
      { requirement: '7.3.1', proofs: [] },
    ]);
  });

  it('finds a test by its whole name in any quotes, and not by a part of it', () => {
    const source = `it('rotates it', () => {});\ntest("signs in", async () => {});`;
    expect(declaresTest(source, 'rotates it')).toBe(true);
    expect(declaresTest(source, 'signs in')).toBe(true);
    expect(declaresTest(source, 'rotates')).toBe(false);
    expect(declaresTest(source, 'signs out')).toBe(false);
  });
});
