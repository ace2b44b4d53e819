import { MARKETING_CONSENT_WORDING, type MarketingConsentSource } from '#shared/marketing-consent';
import type { MarketingConsent } from '#shared/schemas/customers';
import type { Database } from '#server/db/client';
import { createMarketingConsentRepo, type MarketingConsentRow } from './marketing-consent.repo.ts';

/** One recorded choice, as a data export shows it. */
export interface ConsentRecord {
  granted: boolean;
  wording: string;
  source: MarketingConsentSource;
  createdAt: string;
}

const toRecord = (row: MarketingConsentRow): ConsentRecord => ({
  granted: row.granted,
  wording: row.wording,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

/** No row: never asked, so never agreed. The wording is what would be shown now. */
function toConsent(row: MarketingConsentRow | null): MarketingConsent {
  return row
    ? {
        granted: row.granted,
        changedAt: row.createdAt.toISOString(),
        source: row.source,
        wording: row.wording,
      }
    : { granted: false, changedAt: null, source: null, wording: MARKETING_CONSENT_WORDING };
}

/**
 * Marketing consent (UK GDPR, PECR): every choice is a new row with its time, where it was
 * made and the words shown, so the current state and its history can both be proven. Every
 * function takes an optional `db`, so a caller's transaction (registration, erasure) can
 * include it.
 */
export function createMarketingConsentService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
}) {
  const repo = (db?: Database) => createMarketingConsentRepo(db ?? deps.db);

  async function record(
    customerId: number,
    granted: boolean,
    source: MarketingConsentSource,
    db?: Database,
  ): Promise<MarketingConsent> {
    const row = await repo(db).insert({
      customerId,
      granted,
      source,
      wording: MARKETING_CONSENT_WORDING,
      createdAt: deps.now(),
    });
    return toConsent(row);
  }

  return {
    record,

    getMarketingConsent: async (customerId: number, db?: Database): Promise<MarketingConsent> =>
      toConsent(await repo(db).latest(customerId)),

    consentHistory: async (customerId: number, db?: Database): Promise<ConsentRecord[]> =>
      (await repo(db).history(customerId)).map(toRecord),

    /** Of these customers, those who may be sent marketing now. */
    consenting: (customerIds: number[], db?: Database): Promise<number[]> =>
      repo(db).consenting([...new Set(customerIds)]),

    /**
     * The unsubscribe link's withdrawal. Only a change is recorded: mail clients and people
     * may press it more than once, and each press after the first changes nothing.
     */
    withdraw: (customerId: number, source: MarketingConsentSource): Promise<void> =>
      deps.transaction(async (tx) => {
        const latest = await repo(tx).latest(customerId);
        if (latest?.granted) await record(customerId, false, source, tx);
      }),

    /** Account deletion: the customer's consent history goes with them. */
    deleteConsents: (customerId: number, db?: Database): Promise<number> =>
      repo(db).deleteAll(customerId),
  };
}

export type MarketingConsentService = ReturnType<typeof createMarketingConsentService>;
