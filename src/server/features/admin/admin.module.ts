import { adminAudit } from '#shared/api/admin-auth';
import { peopleAudit } from '#shared/api/people';
import type { ShopContext } from '#server/shop-context';
import { createAdminAuthService } from './admin-auth.service.ts';
import { registerAdminAuthRoutes } from './admin-auth.routes.ts';
import { recordAccessRefused } from './admin-person.ts';
import { registerInvitationRoutes, registerPeopleRoutes } from './people.routes.ts';
import { createPeopleService } from './people.service.ts';
import { registerTwoFactorAdminRoutes, registerTwoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** The back office's gate: the owner's password, its people, two-factor sign-in and its settings. */
export async function adminModule(ctx: ShopContext): Promise<void> {
  ctx.audit.declare(adminAudit);
  ctx.audit.declare(peopleAudit);
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
  const people = createPeopleService({
    db,
    transaction: ctx.transaction,
    now,
    outbox,
    audit,
    sessions,
    adminUrl: `${config.publicUrl.replace(/\/$/, '')}/${config.adminPath}`,
  });
  registerAdminAuthRoutes(ctx.app, {
    adminAuth,
    twoFactor,
    sessions,
    deviceCookies,
    audit,
    implement: ctx.implement,
    now,
  });
  registerInvitationRoutes(ctx.app, { people, implement: ctx.implement });
  const twoFactorDeps = {
    twoFactor,
    adminAuth,
    sessions,
    deviceCookies,
    audit,
    implement: ctx.implement,
    refused: (request: Parameters<typeof recordAccessRefused>[2]) =>
      recordAccessRefused(audit, db, request),
  };
  await registerTwoFactorRoutes(ctx.app, twoFactorDeps);
  ctx.admin((admin) => registerTwoFactorAdminRoutes(admin, twoFactorDeps));
  ctx.admin((admin) => registerPeopleRoutes(admin, { people, implement: ctx.implement }));
}
