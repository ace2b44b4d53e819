import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const problemsOf = (source: Record<string, string>) => {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
};

describe('parseEnv', () => {
  it('applies the runtime contract defaults', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env).toMatchObject({
      PORT: 5000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      MAIL_FROM: 'Wood Pellets <orders@localhost>',
      PAYMENT_PROVIDER: 'sandbox',
    });
  });

  it('treats empty variables as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(5000);
  });

  it('reads the metrics port and token, both off by default', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    const env = parseEnv({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-scrape-token-of-some-length' });
    expect(env.METRICS_PORT).toBe(9464);
    expect(env.METRICS_TOKEN).toBe('a-scrape-token-of-some-length');
    expect(problemsOf({ METRICS_PORT: '0', METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_PORT: must be a port number (1-65535)',
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });

  it('drains for 2 s on SIGTERM unless told otherwise', () => {
    expect(parseEnv({}).STOP_DRAIN_MS).toBe(2000);
    expect(parseEnv({ STOP_DRAIN_MS: '0' }).STOP_DRAIN_MS).toBe(0);
    expect(problemsOf({ STOP_DRAIN_MS: '90000' })).toEqual([
      'STOP_DRAIN_MS: must be a number of milliseconds (0-60000)',
    ]);
  });

  it('accepts plain SMTP without TLS or auth', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
  });

  it('requires TLS to a remote SMTP server unless SMTP_ALLOW_PLAINTEXT is true', () => {
    expect(parseEnv({}).SMTP_ALLOW_PLAINTEXT).toBe(false);
    expect(parseEnv({ SMTP_ALLOW_PLAINTEXT: 'true' }).SMTP_ALLOW_PLAINTEXT).toBe(true);
    expect(problemsOf({ SMTP_ALLOW_PLAINTEXT: 'yes' })).toEqual([
      'SMTP_ALLOW_PLAINTEXT: must be true or false',
    ]);
  });

  it('lists every bad variable, one line each', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      ADMIN_PATH: 'short',
      SMTP_URL: 'http://mail',
      PAYMENT_PROVIDER: 'paypal',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'ADMIN_PATH',
      'SMTP_URL',
      'PAYMENT_PROVIDER',
    ]);
    for (const line of problems) expect(line).not.toContain('\n');
  });

  it('refuses a common admin password or one made of the business name, saying why', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'password1234' })).toEqual([
      'ADMIN_PASSWORD: This password is one of the most commonly used passwords. Please choose another.',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'NorthfieldWoodPellets' })).toEqual([
      "ADMIN_PASSWORD: This password is built from our shop's name, products or places. Please choose another.",
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'four goats near whitby' })).toEqual([]);
  });

  it('refuses an admin password made of the place the shop dispatches from and a year', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'Scunthorpe2026!' })).toEqual([
      "ADMIN_PASSWORD: This password is built from our shop's name, products or places. Please choose another.",
    ]);
  });

  it('refuses production without its secrets', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'DATABASE_URL: required when NODE_ENV=production',
      'ADMIN_PATH: required when NODE_ENV=production',
      'ADMIN_PASSWORD: required when NODE_ENV=production',
      'SESSION_SECRET: required when NODE_ENV=production',
      'SECRETS_KEY: required when NODE_ENV=production',
      'PUBLIC_URL: required when NODE_ENV=production',
      'PAYMENT_PROVIDER: required when NODE_ENV=production (sandbox or wonderful)',
    ]);
  });

  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://shop@db:5432/shop',
    ADMIN_PATH: 'a1b2c3d4e5f6g7h8i9',
    ADMIN_PASSWORD: 'correct horse battery',
    SESSION_SECRET: 'x'.repeat(40),
    SECRETS_KEY: 'y'.repeat(40),
    PUBLIC_URL: 'https://pellets.example',
  };

  it('refuses a SECRETS_KEY shorter than 32 characters', () => {
    expect(problemsOf({ SECRETS_KEY: 'short' })).toEqual([
      'SECRETS_KEY: must be at least 32 characters',
    ]);
  });

  it('refuses production without an explicit payment provider, even an empty one', () => {
    expect(problemsOf(production)).toEqual([
      'PAYMENT_PROVIDER: required when NODE_ENV=production (sandbox or wonderful)',
    ]);
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: '' })).toEqual([
      'PAYMENT_PROVIDER: required when NODE_ENV=production (sandbox or wonderful)',
    ]);
  });

  it('starts production on the sandbox when it is asked for by name (a staging site)', () => {
    expect(parseEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses a TRUST_PROXY entry that is not an address or CIDR range, naming it', () => {
    expect(problemsOf({ TRUST_PROXY: '127.0.0.1,proxy.local,10.0.0.0/40' })).toEqual([
      'TRUST_PROXY: not an IP address or CIDR range: proxy.local, 10.0.0.0/40 (e.g. 127.0.0.1,10.0.0.0/8,::1)',
    ]);
  });

  it('starts production when every secret is given', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      ADMIN_PATH: 'a1b2c3d4e5f6g7h8i9',
      ADMIN_PASSWORD: 'correct horse battery',
      SESSION_SECRET: 'x'.repeat(40),
      SECRETS_KEY: 'y'.repeat(40),
      PUBLIC_URL: 'https://pellets.example',
      PAYMENT_PROVIDER: 'wonderful',
      WONDERFUL_API_TOKEN: 'token',
    });
    expect(env.NODE_ENV).toBe('production');
  });
});
