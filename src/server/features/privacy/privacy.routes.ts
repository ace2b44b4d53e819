import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '#shared/api/privacy';
import type { PrivacyFacts } from '#shared/schemas/retention';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { SettingsService } from '../settings/settings.service.ts';

/** What the privacy notice states from the settings: who to write to, and how long data is kept. */
export async function privacyFacts(
  settings: Pick<SettingsService, 'customerServiceEmail' | 'retentionPeriods' | 'get'>,
): Promise<PrivacyFacts> {
  return {
    contactEmail: await settings.customerServiceEmail(),
    retention: await settings.retentionPeriods(),
    linkExpiryDays: Number(await settings.get('link_expiry_days')),
  };
}

/** Public: the privacy notice's facts, for a visitor who reaches /privacy in the browser. */
export function registerPrivacyRoutes(
  app: FastifyInstance,
  deps: {
    settings: Pick<SettingsService, 'customerServiceEmail' | 'retentionPeriods' | 'get'>;
    implement: ImplementEndpoints;
  },
): void {
  deps.implement(app, privacyEndpoints, {
    getPrivacyFacts: async ({ reply }) => {
      void reply.header('Cache-Control', 'no-cache');
      return privacyFacts(deps.settings);
    },
  });
}
