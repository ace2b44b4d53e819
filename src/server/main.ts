import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { isTestShop } from './http/test-shop-notice.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './features/mail/mailer.ts';
import { seedOnFirstStart } from './db/seed.ts';
import { EnvError, parseEnv, type Env } from './env.ts';
import { loadRuntimeSecrets } from './security/runtime-secrets.ts';
import { site } from '#shared/site';

const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  // A configured admin password is hashed (scrypt, off the main thread) while the database starts.
  const loadingSecrets = loadRuntimeSecrets(dataDir, {
    adminPath: env.ADMIN_PATH,
    adminPassword: env.ADMIN_PASSWORD,
    sessionSecret: env.SESSION_SECRET,
  });
  const database = openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', directory: resolve(dataDir, 'db') },
  );
  await database.migrate();
  await seedOnFirstStart(database.db, {
    customerServiceEmail: site.email,
    newOrdersEmail: site.ordersEmail,
  });
  const secrets = await loadingSecrets;

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: resolve(dataDir, 'outbox'),
    from: env.MAIL_FROM,
  });
  const { http: app } = await buildApp({
    mailer,
    mailPollMs: 2000,
    config: {
      publicUrl,
      production,
      rateLimits: env.RATE_LIMITS === 'on',
      sessionSecret: secrets.sessionSecret,
      clientDir,
      adminPath: secrets.adminPath,
      adminPasswordHash: secrets.adminPasswordHash,
      paymentProvider: env.PAYMENT_PROVIDER,
      wonderfulApiUrl: env.WONDERFUL_API_URL,
      wonderfulApiToken: env.WONDERFUL_API_TOKEN,
      trustProxy: env.TRUST_PROXY,
    },
    database,
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
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
