import { judgePassword } from '#shared/password-policy';
import { site } from '#shared/site';
import { parseEnvWith, type Env } from './env-schema.ts';

export { EnvError, type Env } from './env-schema.ts';

/** Why the admin password is refused (too common, or made of the business's name), or null. */
export function adminPasswordRefusal(password: string): string | null {
  return judgePassword(password, {
    firstName: site.tradingName,
    companyName: site.companyName,
  }).refusal;
}

/** The one reader of process.env: parse, check, and fail listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnvWith(source, adminPasswordRefusal);
}
