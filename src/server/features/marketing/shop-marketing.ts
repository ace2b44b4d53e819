import type { Database } from '#server/db/client';
import { createMarketingConsentService } from './marketing-consent.service.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

/**
 * Consent and unsubscribe links, part of the shared context: the mail worker checks both
 * before each marketing email, registration and data requests read the consent.
 */
export function createShopMarketing(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  config: { sessionSecret: string; publicUrl: string };
}) {
  const consent = createMarketingConsentService(deps);
  const links = createUnsubscribeLinks(deps.config.sessionSecret, deps.config.publicUrl);
  return {
    consent,
    links,
    unsubscribeUrl: links.url,
    consents: async (customerId: number) => (await consent.getMarketingConsent(customerId)).granted,
  };
}

export type ShopMarketing = ReturnType<typeof createShopMarketing>;
