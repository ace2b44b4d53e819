import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { createMailer } from '#server/features/mail/mailer';
import { loadRuntimeSecrets } from '#server/security/runtime-secrets';
import { registerCustomer } from '#test-support/customers';
import { createTestApp, type TestApp } from '#test-support/test-app';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const root = mkdtempSync(join(tmpdir(), 'pellets-modes-'));

// The usual umask (022) would leave files 644 and folders 755: readable by every account.
let umask: number;
beforeAll(() => {
  umask = process.umask(0o022);
});
afterAll(() => void process.umask(umask));

describe('files the shop writes are owner-only', () => {
  it('creates DATA_DIR 700 and its generated secrets 600', async () => {
    const dataDir = join(root, 'fresh', 'data');
    await loadRuntimeSecrets(dataDir, {});
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('tightens a DATA_DIR and secrets file that were left readable by others', async () => {
    const dataDir = join(root, 'existing');
    mkdirSync(dataDir, { mode: 0o755 });
    await loadRuntimeSecrets(dataDir, {});
    const secrets = join(dataDir, 'secrets.json');
    chmodSync(dataDir, 0o755);
    chmodSync(secrets, 0o644);
    await loadRuntimeSecrets(dataDir, {});
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(secrets)).toBe(0o600);
  });

  it('creates the embedded database folder 700', async () => {
    const dbDir = join(root, 'db-data', 'db');
    const database = openDatabase({ kind: 'pglite', directory: dbDir });
    try {
      await database.ping();
      expect(modeOf(dbDir)).toBe(0o700);
      expect(modeOf(join(root, 'db-data'))).toBe(0o700);
    } finally {
      await database.close();
    }
  });

  describe('the email outbox', () => {
    const outboxDir = join(root, 'outbox-data', 'outbox');
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        mailer: createMailer({ outboxDir, from: 'Test Shop <shop@shop.test>' }),
      });
    });
    afterAll(async () => t.close());

    it('writes each message (a password reset link here) 600 in a 700 folder', async () => {
      const { customer } = await registerCustomer(t.app);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/customers/forgot-password',
        payload: { email: customer.email },
      });
      expect(asked.statusCode).toBe(200);
      await t.mailWorker.runOnce();

      const files = readdirSync(outboxDir);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(file).toMatch(/\.eml$/);
        expect(modeOf(join(outboxDir, file)), file).toBe(0o600);
      }
      expect(modeOf(outboxDir)).toBe(0o700);
    });
  });
});
