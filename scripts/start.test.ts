// npm start (scripts/start.js) on a fresh checkout: it builds, then starts; started again on the
// same sources, it starts at once.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, removeDir, startBuiltShop } from '#test-support/built-server';

/** What a clone holds that the build reads; node_modules is the repository's own. */
const CHECKOUT = ['src', 'scripts', 'package.json', 'package-lock.json'];
const CHECKOUT_FILES = ['tsconfig.json', 'vite.config.ts'];

/** A whole build (client, renderer, server) on a busy machine. */
const BUILD_MS = 240_000;

const dir = mkdtempSync(join(tmpdir(), 'pellets-checkout-'));
afterAll(() => removeDir(dir));

describe('npm start', () => {
  it('builds a checkout that has no build, then starts without building again', async () => {
    for (const entry of [...CHECKOUT, ...CHECKOUT_FILES]) {
      cpSync(join(REPO, entry), join(dir, entry), { recursive: true });
    }
    symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
    const env = { PORT: '5912', DATA_DIR: join(dir, 'data') };

    const first = await startBuiltShop(dir, env, 'scripts/start.js', BUILD_MS);
    await first.stop();
    expect(first.output()).toContain('Building the shop');
    expect(first.output()).toContain('Shop:  http://localhost:5912/');

    const second = await startBuiltShop(dir, env, 'scripts/start.js', BUILD_MS);
    await second.stop();
    expect(second.output()).not.toContain('Building the shop');
    expect(second.output()).toContain('Shop:  http://localhost:5912/');
  }, 300_000);
});
