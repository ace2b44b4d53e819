import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './password.ts';
import { loadRuntimeSecrets } from './runtime-secrets.ts';

const PASSWORD = 'a configured admin passphrase';

/** A judge that counts its calls and refuses the passwords it is given. */
function judge(refused: string[] = []) {
  const judged: string[] = [];
  return {
    judged,
    judgeAdminPassword: (password: string) => {
      judged.push(password);
      return Promise.resolve(refused.includes(password) ? 'too easy to guess' : null);
    },
  };
}

const start = (dataDir: string, password: string, judgement: ReturnType<typeof judge>) =>
  loadRuntimeSecrets(dataDir, { adminPassword: password }, judgement.judgeAdminPassword);

describe('the configured admin password at start-up', () => {
  it('is judged once: a restart with the same password keeps its verdict and hash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pellets-secrets-'));
    const first = judge();
    const started = await start(dataDir, PASSWORD, first);
    expect(first.judged).toEqual([PASSWORD]);
    expect(started.adminPasswordRefusal).toBeNull();
    expect(await verifyPassword(PASSWORD, started.adminPasswordHash)).toBe(true);

    const again = judge();
    const restarted = await start(dataDir, PASSWORD, again);
    expect(again.judged).toEqual([]);
    expect(restarted.adminPasswordRefusal).toBeNull();
    expect(restarted.adminPasswordHash).toBe(started.adminPasswordHash);
    // Only ever its hash is kept.
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).not.toContain(PASSWORD);
  });

  it('judges a changed password again, and a refused one on every start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pellets-secrets-'));
    await start(dataDir, PASSWORD, judge());
    const weak = 'northfield2026';
    for (let i = 0; i < 2; i += 1) {
      const judgement = judge([weak]);
      const started = await start(dataDir, weak, judgement);
      expect(judgement.judged).toEqual([weak]);
      expect(started.adminPasswordRefusal).toBe('too easy to guess');
    }
    const changed = judge();
    await start(dataDir, 'another configured admin passphrase', changed);
    expect(changed.judged).toEqual(['another configured admin passphrase']);
    const back = judge();
    await start(dataDir, PASSWORD, back);
    expect(back.judged).toEqual([PASSWORD]);
  });
});
