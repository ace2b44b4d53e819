import { z } from 'zod';
import { parseIpRange } from './lib/ip-ranges.ts';

// The environment's schema and checks, without the admin password's strength (env.ts adds it):
// judging a password loads and ranks zxcvbn's word lists, so the start judges it on another
// thread while it opens the database.

/** Why an admin password is refused (env.ts), or null; `null` as a judge: not judged here. */
export type AdminPasswordJudge = ((password: string) => string | null) | null;

const ADMIN_PATH_PATTERN = /^[A-Za-z0-9_-]{16,}$/;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/** A comma-separated list of addresses or CIDR ranges; every entry must be one. */
const TrustProxySchema = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => parseIpRange(entry) === null);
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `not an IP address or CIDR range: ${bad.join(', ')} (e.g. 127.0.0.1,10.0.0.0/8,::1)`,
    });
    return z.NEVER;
  }
  return entries;
});

const PortSchema = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int('must be a port number (1-65535)')
  .min(1, 'must be a port number (1-65535)')
  .max(65535, 'must be a port number (1-65535)');

const envSchema = (judge: AdminPasswordJudge) =>
  z.object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: z.preprocess(emptyToUndefined, PortSchema.default(5000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
    ),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    ADMIN_PATH: optional(
      z
        .string()
        .regex(ADMIN_PATH_PATTERN, 'must be at least 16 URL-safe characters (A-Z a-z 0-9 _ -)'),
    ),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(12, 'must be at least 12 characters')
        .superRefine((password, context) => {
          const refusal = judge?.(password);
          if (refusal) context.addIssue({ code: 'custom', message: refusal });
        }),
    ),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    /** Seals the secrets the database keeps (the admin's two-factor seed); not in any backup. */
    SECRETS_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
    /** Signs backups, so an altered one is refused; restoring elsewhere needs the same key. */
    BACKUP_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
    /** `npm run backup -- <file> --encrypt` encrypts with it; restore decrypts with it. */
    BACKUP_PASSPHRASE: optional(z.string().min(16, 'must be at least 16 characters')),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().default('Wood Pellets <orders@localhost>'),
    ),
    /**
     * `true`: smtp:// to a trusted relay off this machine may stay in plaintext. Otherwise the
     * shop requires STARTTLS of every SMTP server but one on loopback.
     */
    SMTP_ALLOW_PLAINTEXT: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    PAYMENT_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['sandbox', 'wonderful']).default('sandbox'),
    ),
    WONDERFUL_API_URL: z.preprocess(
      emptyToUndefined,
      // The provider's v1 API, where payments are created and read (wonderful-provider.ts).
      z.url({ protocol: /^https?$/ }).default('https://wonderful.co.uk/api/public/v1'),
    ),
    WONDERFUL_API_TOKEN: optional(z.string().min(1)),
    /** The reverse proxy's own addresses: only its X-Forwarded-For is believed. */
    TRUST_PROXY: optional(TrustProxySchema),
    RATE_LIMITS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    /** Prometheus /metrics on its own listener, bound to 127.0.0.1. */
    METRICS_PORT: optional(PortSchema),
    /** Prometheus /metrics on the shop's port, to `Authorization: Bearer <token>` only. */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    /**
     * On SIGTERM, how long to keep serving with /healthz failing before closing, so the proxy
     * stops sending here first: at least its active health check's interval.
     */
    STOP_DRAIN_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a number of milliseconds (0-60000)' })
        .int('must be a number of milliseconds (0-60000)')
        .min(0, 'must be a number of milliseconds (0-60000)')
        .max(60_000, 'must be a number of milliseconds (0-60000)')
        .default(2000),
    ),
    /** `true`: the back office cannot be used until two-factor sign-in is set up. */
    ADMIN_TOTP_REQUIRED: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  });

export type Env = z.infer<ReturnType<typeof envSchema>>;

const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  'ADMIN_PATH',
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'SECRETS_KEY',
  'PUBLIC_URL',
] as const;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses and checks the environment, failing with every bad variable; the admin password's
 * strength only with a judge (env.ts's parseEnv always has one).
 */
export function parseEnvWith(
  source: Record<string, string | undefined>,
  judge: AdminPasswordJudge,
): Env {
  const result = envSchema(judge).safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (result.success && result.data.NODE_ENV === 'production') {
    for (const name of PRODUCTION_REQUIRED) {
      if (!result.data[name]) problems.push(`${name}: required when NODE_ENV=production`);
    }
    // A live shop on the sandbox takes "payments" that move no money: say which one it is.
    if (emptyToUndefined(source.PAYMENT_PROVIDER) === undefined) {
      problems.push('PAYMENT_PROVIDER: required when NODE_ENV=production (sandbox or wonderful)');
    }
    if (result.data.PAYMENT_PROVIDER === 'wonderful' && !result.data.WONDERFUL_API_TOKEN) {
      problems.push('WONDERFUL_API_TOKEN: required when PAYMENT_PROVIDER=wonderful');
    }
  }
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  return result.data;
}
