// The README's production install: the build and `npm ci --omit=dev`, nothing else, serve the
// shop with plain `node dist/server/main.js`.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyOfBuild,
  removeDir,
  run,
  shopEnv,
  startBuiltShop,
  type ShopProcess,
} from '#test-support/built-server';
import { guestOrder } from '#test-support/customers';

const PORT = 5910;
const URL_ = `http://127.0.0.1:${PORT}`;
const ADMIN_PATH = 'production-install-admin-0123';
const ADMIN_PASSWORD = 'production install admin password';
/** Tools the built server must not need: none of them may be installed. */
const DEVELOPMENT_TOOLS = ['tsx', 'typescript', 'vite', 'esbuild', 'vitest', 'react', 'react-dom'];

let dir = '';
let shop: ShopProcess | undefined;

beforeAll(async () => {
  dir = copyOfBuild();
  const install = await run(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir },
  );
  if (install.code !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.output}`);
  shop = await startBuiltShop(dir, {
    PORT: String(PORT),
    DATA_DIR: join(dir, 'data'),
    PUBLIC_URL: URL_,
    ADMIN_PATH,
    ADMIN_PASSWORD,
  });
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  removeDir(dir);
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${URL_}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: URL_, ...headers },
    body: JSON.stringify(body),
  });

describe('the built shop on a production install', () => {
  it('has no build tool, TypeScript loader or front-end package installed', () => {
    const installed = DEVELOPMENT_TOOLS.filter((name) =>
      existsSync(join(dir, 'node_modules', name)),
    );
    expect(installed).toEqual([]);
  });

  it('renders the storefront on the server', async () => {
    const response = await fetch(`${URL_}/coverage`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Doncaster');
  });

  it('takes an order that the back office then reads', async () => {
    const placed = await post('/api/orders', guestOrder(), { 'idempotency-key': 'install-1' });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: number; totalPrice: string };
    expect(order.totalPrice).toBe('606.90');

    const signIn = await post('/api/admin/authenticate', { password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('admin_sid='));
    expect(cookie).toBeDefined();
    const listed = await fetch(`${URL_}/api/orders`, {
      headers: { cookie: cookie?.split(';')[0] ?? '' },
    });
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as { items: { id: number; email: string }[] };
    expect(page.items).toContainEqual(
      expect.objectContaining({ id: order.id, email: 'ada@example.com' }),
    );
  });

  it('backs up and restores its embedded database with the built scripts', async () => {
    await shop?.stop();
    shop = undefined;
    const file = join(dir, 'shop.backup');
    // A backup restores on another server only with the key it was signed with.
    const BACKUP_KEY = 'production-install-backup-key-0123456789';
    const env = shopEnv({ DATA_DIR: join(dir, 'data'), BACKUP_KEY });
    const backup = await run('node', ['dist/server/backup.js', file], { cwd: dir, env });
    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(0);

    const into = shopEnv({ DATA_DIR: join(dir, 'restored'), BACKUP_KEY });
    const restore = await run('node', ['dist/server/restore.js', file], { cwd: dir, env: into });
    expect(restore.output).toContain('Restored the backup');
    expect(restore.code).toBe(0);
  });
});
