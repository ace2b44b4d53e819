import { adminAudit } from '#shared/api/admin-auth';
import type { ShopContext } from '#server/shop-context';
import { createAdminAuthService } from './admin-auth.service.ts';
import { registerAdminAuthRoutes } from './admin-auth.routes.ts';
import { registerTwoFactorAdminRoutes, registerTwoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** The back office's gate: the shared password, two-factor sign-in and its settings. */
export async function adminModule(ctx: ShopContext): Promise<void> {
  ctx.audit.declare(adminAudit);
  const { config, db, settings, now, outbox, createCounter, audit } = ctx;
  const { sessions, deviceCookies } = ctx;
  const adminAuth = createAdminAuthService({
    passwordHash: config.adminPasswordHash,
    db,
    settings,
    now,
    outbox,
    createCounter,
    audit,
  });
  const twoFactor = createTwoFactorService({
    db,
    now,
    required: config.adminTotpRequired ?? false,
    secretsKey: config.secretsKey,
  });
  registerAdminAuthRoutes(ctx.app, {
    adminAuth,
    twoFactor,
    sessions,
    deviceCookies,
    audit,
    implement: ctx.implement,
  });
  const twoFactorDeps = {
    twoFactor,
    adminAuth,
    sessions,
    deviceCookies,
    audit,
    implement: ctx.implement,
  };
  await registerTwoFactorRoutes(ctx.app, twoFactorDeps);
  ctx.admin((admin) => registerTwoFactorAdminRoutes(admin, twoFactorDeps));
}
