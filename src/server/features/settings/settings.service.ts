import type { RetentionPeriods } from '#domain/retention';
import type { PaymentSetup } from '#shared/how-to-pay';
import type { PaymentsEnabled } from '#shared/schemas/payment-options';
import { retentionPeriodsFrom } from '#shared/schemas/retention';
import {
  SETTING_KEYS,
  storedBankDetails,
  type Setting,
  type SettingKey,
  type SettingsUpdate,
  type ShopCertificates,
} from '#shared/schemas/settings';
import type { Database } from '#server/db/client';
import { createRefreshingCache, type RefreshingCacheOptions } from '#server/lib/refreshing-cache';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import { createSettingsRepo, type SettingRow } from './settings.repo.ts';

/**
 * Every order reads a setting (where to send its notice): they are held in memory. `announce`
 * tells the other app servers after a change committed (#server/lib/change-notices).
 */
export function createSettingsService(deps: {
  db: Database;
  audit: Pick<AuditLog, 'recordChange'>;
  fallbacks: Record<SettingKey, string>;
  cache: RefreshingCacheOptions;
  announce?: () => void;
}) {
  const { fallbacks, cache, announce = () => {} } = deps;
  const repo = createSettingsRepo(deps.db);
  const stored = createRefreshingCache(
    async () => new Map<string, SettingRow>((await repo.listAll()).map((row) => [row.key, row])),
    cache,
  );
  const get = async (key: SettingKey): Promise<string> =>
    (await stored.current()).get(key)?.value ?? fallbacks[key];

  /** Every known setting: the stored value, or the fallback when none was ever stored. */
  async function list(): Promise<Setting[]> {
    const rows = await stored.current();
    return SETTING_KEYS.map((key) => {
      const row = rows.get(key);
      return {
        key,
        value: row?.value ?? fallbacks[key],
        updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
      };
    });
  }

  return {
    get,
    list,
    customerServiceEmail: () => get('customer_service_email'),
    newOrdersEmail: () => get('new_orders_email'),
    paymentsEnabled: async (): Promise<PaymentsEnabled> => ({
      enabled: (await get('payments_enabled')) === 'true',
    }),
    async certificates(): Promise<ShopCertificates> {
      const [enplusCertificateId, bslSupplierNumber] = await Promise.all([
        get('enplus_certificate_id'),
        get('bsl_supplier_number'),
      ]);
      return { enplusCertificateId, bslSupplierNumber };
    },
    /** How the business takes payment: what every how-to-pay text is built from. */
    async paymentSetup(): Promise<PaymentSetup> {
      const rows = await stored.current();
      const value = (key: SettingKey) => rows.get(key)?.value ?? fallbacks[key];
      return {
        bankDetails: storedBankDetails(value),
        onlinePayments: value('payments_enabled') === 'true',
        cashOnDelivery: value('cash_on_delivery_offered') === 'true',
        card: value('card_payments_offered') === 'true',
        termsDays: Number(value('payment_terms_days')),
      };
    },

    /** How long personal data is kept: what the retention job and the privacy notice read. */
    async retentionPeriods(): Promise<RetentionPeriods> {
      const rows = await stored.current();
      return retentionPeriodsFrom((key) => rows.get(key)?.value ?? fallbacks[key]);
    },

    /**
     * The entries are validated already (known keys, valid values); one statement, all or
     * none, written with its audit entry (the values before and after).
     */
    async update(entries: SettingsUpdate, source: AuditSource): Promise<Setting[]> {
      await deps.db.transaction(async (tx) => {
        const txRepo = createSettingsRepo(tx);
        const rows = new Map((await txRepo.listAll()).map((row) => [row.key, row.value]));
        const valueOf = (key: SettingKey) => rows.get(key) ?? fallbacks[key];
        await txRepo.put(entries, cache.now());
        await deps.audit.recordChange(tx, {
          action: 'settings.updated',
          ...source,
          before: Object.fromEntries(entries.map(({ key }) => [key, valueOf(key)])),
          after: Object.fromEntries(entries.map(({ key, value }) => [key, value])),
        });
      });
      stored.invalidate();
      announce();
      return list();
    },

    /** Another app server changed the settings. */
    invalidate: () => stored.invalidate(),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
