import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CreateDevClient } from './features/storefront/dev-client.ts';
import { isTestShop } from './http/test-shop-notice.ts';
import { openDatabase } from './db/client.ts';
import { backupKeyFor, removeReplacedCopies } from './db/backup.ts';
import { BackupError } from './db/backup-file.ts';
import { lockEmbeddedDatabase } from './db/embedded-lock.ts';
import { createMailer } from './features/mail/mailer.ts';
import { startMetricsServer } from './features/metrics/metrics-server.ts';
import { seedOnFirstStart } from './seed/seed.ts';
import { EnvError, parseEnvWith, type Env } from './env-schema.ts';
import { judgeAdminPassword } from './admin-password-judge.ts';
import { loadRuntimeSecrets } from './security/runtime-secrets.ts';
import { site } from '#shared/site';
import {
  endAdminSessionsOnCredentialChange,
  sealPlainTwoFactorSecrets,
} from './features/admin/admin-credentials.ts';
import { adminSignInEvents } from './features/admin/admin-sign-in-events.ts';
import { createStartPhases } from './lib/start-phases.ts';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
/** After the drain, past the request timeout (30 s): every request has ended or been cut. */
const STOP_DEADLINE_MS = 40_000;

function refuseEnv(error: EnvError): never {
  console.error(error.message);
  process.exit(1);
}

/**
 * The environment, checked but for the admin password's strength, which is judged on another
 * thread while the start goes on (admin-password-judge.ts). When something else is wrong, the
 * whole check runs here, so the message still lists every bad variable.
 */
async function readEnv(): Promise<Env> {
  try {
    return parseEnvWith(process.env, null);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const { parseEnv } = await import('./env.ts');
    try {
      parseEnv();
    } catch (complete) {
      if (complete instanceof EnvError) refuseEnv(complete);
      throw complete;
    }
    refuseEnv(error);
  }
}

/** A second shop (or a backup) on the same embedded database would corrupt it: refuse. */
function lockEmbedded(directory: string): { release: () => void } {
  try {
    return lockEmbeddedDatabase(directory);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * `npm run dev` names a module (scripts/dev-client.ts) that renders the storefront from its
 * sources through Vite; imported by path, so the built server never bundles Vite.
 */
async function loadDevClient(): Promise<CreateDevClient | undefined> {
  const module = process.env.SHOP_DEV_CLIENT;
  if (!module) return undefined;
  return (
    (await import(pathToFileURL(resolve(module)).href)) as { createDevClient: CreateDevClient }
  ).createDevClient;
}

async function main(): Promise<void> {
  const phases = createStartPhases();
  // From the process's start: Node itself, the build check and every module's loading.
  phases.record('modules', performance.now());
  const env = await readEnv();
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  // A configured admin password is hashed (scrypt, off the main thread) and judged (unless it
  // was accepted before) while the database starts.
  const loadingSecrets = phases.time('secrets', () =>
    loadRuntimeSecrets(
      dataDir,
      {
        adminPath: env.ADMIN_PATH,
        adminPassword: env.ADMIN_PASSWORD,
        sessionSecret: env.SESSION_SECRET,
        secretsKey: env.SECRETS_KEY,
      },
      judgeAdminPassword,
    ),
  );
  // Awaited before anything is written to the database; a failure is reported there.
  loadingSecrets.catch(() => undefined);

  const embeddedLock = env.DATABASE_URL ? null : lockEmbedded(resolve(dataDir, 'db'));
  const database = openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', directory: resolve(dataDir, 'db') },
  );
  // The app's modules (Fastify, the routes, the page renderer's packages) load while the
  // database opens: both wait on the disk and on compiling code, so they overlap well.
  const loadingApp = phases.time('app modules', () =>
    Promise.all([import('./app.ts'), import('./http/log-options.ts')]),
  );
  // Awaited only after the database work; a failed import is then reported, not unhandled.
  loadingApp.catch(() => undefined);
  await phases.time('database open', () => database.ping());
  // Before anything is written to the database: a refused password stops the start here.
  const { adminPasswordRefusal: refusal } = await phases.time(
    'admin password judged',
    () => loadingSecrets,
  );
  if (refusal) {
    await database.close();
    embeddedLock?.release();
    refuseEnv(new EnvError([`ADMIN_PASSWORD: ${refusal}`]));
  }
  await phases.time('migrations', () => database.migrate());
  // The shop runs on a restored database: the folder it replaced is no longer needed.
  const replaced = env.DATABASE_URL ? [] : await removeReplacedCopies(resolve(dataDir, 'db'));
  await phases.time('seeding', () =>
    seedOnFirstStart(database.db, {
      customerServiceEmail: site.email,
      newOrdersEmail: site.ordersEmail,
    }),
  );
  const secrets = await loadingSecrets;
  const adminSessionsEnded = await phases.time('admin credentials', async () => {
    const ended = await endAdminSessionsOnCredentialChange(database.db, {
      configuredPassword: env.ADMIN_PASSWORD,
      passwordHash: secrets.adminPasswordHash,
      totpRequired: env.ADMIN_TOTP_REQUIRED,
      now: new Date(),
    });
    await sealPlainTwoFactorSecrets(database.db, {
      secretsKey: secrets.secretsKey,
      now: new Date(),
    });
    return ended;
  });

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: resolve(dataDir, 'outbox'),
    from: env.MAIL_FROM,
    allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
  });
  const [{ buildApp }, { shopLoggerOptions }] = await loadingApp;
  const devClient = await loadDevClient();
  const {
    http: app,
    metrics,
    beginDrain,
  } = await phases.time('app', () =>
    buildApp({
      mailer,
      mailPollMs: 2000,
      ...(env.DATABASE_URL
        ? {}
        : {
            snapshots: {
              directory: resolve(dataDir, 'backups'),
              backupKey: backupKeyFor({ ...env, DATA_DIR: dataDir }),
            },
          }),
      config: {
        publicUrl,
        production,
        rateLimits: env.RATE_LIMITS === 'on',
        sessionSecret: secrets.sessionSecret,
        secretsKey: secrets.secretsKey,
        clientDir,
        adminPath: secrets.adminPath,
        adminPasswordHash: secrets.adminPasswordHash,
        adminTotpRequired: env.ADMIN_TOTP_REQUIRED,
        paymentProvider: env.PAYMENT_PROVIDER,
        wonderfulApiUrl: env.WONDERFUL_API_URL,
        wonderfulApiToken: env.WONDERFUL_API_TOKEN,
        trustProxy: env.TRUST_PROXY,
        metricsToken: env.METRICS_TOKEN,
      },
      database,
      logger: shopLoggerOptions(env.LOG_LEVEL),
      devClient,
    }),
  );

  if (adminSessionsEnded) adminSignInEvents.credentialsChanged(app.log);
  for (const folder of replaced)
    app.log.info({ folder }, 'removed the database a restore replaced');
  await phases.time('listen', () => app.listen({ port: env.PORT, host: env.HOST }));
  phases.log(app.log);
  const metricsServer = env.METRICS_PORT
    ? await startMetricsServer(metrics, {
        port: env.METRICS_PORT,
        onError: (error) => app.log.error({ err: error }, 'metrics scrape failed'),
      })
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM comes from systemd or a rolling restart behind the proxy; SIGINT from a person.
    const drainMs = signal === 'SIGTERM' ? env.STOP_DRAIN_MS : 0;
    // A request or email that never finishes must not keep a stopping server up for ever.
    setTimeout(() => {
      app.log.error('still stopping after the deadline: exiting');
      process.exit(1);
    }, drainMs + STOP_DEADLINE_MS).unref();
    app.log.info(`${signal} received: draining for ${drainMs} ms, then finishing requests`);
    beginDrain();
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    // Stops accepting, answers in-flight requests (with Connection: close), then lets the
    // mail worker finish the email it is sending.
    await app.close();
    await metricsServer?.close();
    mailer.close();
    await database.close();
    embeddedLock?.release();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  if (isTestShop({ production, paymentProvider: env.PAYMENT_PROVIDER })) {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox in production: a test shop, no real payments (every page says so)',
    );
  }
  const lines = [
    `Shop:  ${publicUrl}/`,
    `Admin: ${publicUrl}/${secrets.adminPath}`,
    secrets.generatedAdminPassword
      ? `Admin password (generated, shown once; stored hashed in ${dataDir}): ${secrets.generatedAdminPassword}`
      : 'Admin password: as configured (ADMIN_PASSWORD) or generated on first start',
    `Email: ${mailer.describe}`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${resolve(dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

await main();
