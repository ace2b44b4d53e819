import type { FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './features/mail/mailer.ts';
import type { CreateDevClient } from './features/storefront/dev-client.ts';
import type { ServerLimits } from './http/server-limits.ts';

// What `buildApp` is given. Apart from app.ts, so that the shared context and the tests can
// name it without importing the app and every feature module with it.

export interface AppConfig {
  publicUrl: string;
  production: boolean;
  rateLimits: boolean;
  /** Signs the session cookies; at least 32 characters, the same across restarts. */
  sessionSecret: string;
  /** Seals the secrets kept in the database (SECRETS_KEY); the same across restarts. */
  secretsKey: string;
  /** Built client to serve, or null for an API-only app (tests, dev behind Vite). */
  clientDir: string | null;
  /** The hidden back-office path, without the slash. */
  adminPath: string;
  /** scrypt hash of the shared admin password (security/password.ts). */
  adminPasswordHash: string;
  /** ADMIN_TOTP_REQUIRED: the back office needs two-factor sign-in set up before use. */
  adminTotpRequired?: boolean;
  paymentProvider: 'sandbox' | 'wonderful';
  wonderfulApiUrl: string;
  wonderfulApiToken?: string | undefined;
  /**
   * Addresses or CIDR ranges of the reverse proxy: only from these is X-Forwarded-For believed
   * as the client's address. Unset or empty: request.ip is always the socket's address.
   */
  trustProxy?: readonly string[] | undefined;
  /** Timeouts and the per-address connection cap; the defaults are production's. */
  serverLimits?: Partial<ServerLimits>;
  /** Serves /metrics on the shop's port to this bearer token; unset: no /metrics here. */
  metricsToken?: string | undefined;
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /**
   * Poll the email outbox this often; null leaves delivery to explicit `runOnce` calls and
   * starts no scheduled jobs (tests run them with `jobs.runDue`).
   */
  mailPollMs: number | null;
  /**
   * Where the embedded database keeps its daily snapshots (the last 7), and the backup key
   * they are signed with; PostgreSQL: unused.
   */
  snapshots?: { directory: string; backupKey: string };
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** `npm run dev`: the storefront rendered from its sources through Vite (dev-client.ts). */
  devClient?: CreateDevClient | undefined;
}
