import { privacyAudit } from '#shared/api/privacy';
import type { ShopContext } from '#server/shop-context';
import { registerErasureAdminRoutes, registerErasureRoutes } from './erasure.routes.ts';
import { createErasureService } from './erasure.service.ts';
import { privacyFacts, registerPrivacyRoutes } from './privacy.routes.ts';
import { createRetention, RETENTION_EVERY_MS } from './retention.service.ts';

/** Erasure (the customer's own, and by email), the privacy notice's facts, the retention job. */
export function privacyModule(ctx: ShopContext) {
  ctx.audit.declare(privacyAudit);
  const { db, transaction, now, settings, audit, implement } = ctx;
  const periods = () => settings.retentionPeriods();
  const erasure = createErasureService({
    db,
    transaction,
    now,
    periods,
    audit,
    createCounter: ctx.createCounter,
    outbox: ctx.outbox,
  });
  registerPrivacyRoutes(ctx.app, { settings, implement });
  registerErasureRoutes(ctx.app, {
    erasure,
    sessions: ctx.sessions,
    deviceCookies: ctx.deviceCookies,
    implement,
  });
  ctx.admin((admin) => registerErasureAdminRoutes(admin, { erasure, implement }));
  const retention = createRetention({
    db,
    periods,
    audit,
    now,
    log: ctx.log,
    onItems: (kind, count) => ctx.metrics.retentionItems.inc({ kind }, count),
  });
  // Erases and deletes what has outlived its retention period.
  ctx.jobs.every({
    name: 'retention',
    everyMs: RETENTION_EVERY_MS,
    run: () => retention.runOnce(),
  });
  return { facts: () => privacyFacts(settings) };
}
