import {
  SETTING_KEYS,
  type PaymentsEnabled,
  type Setting,
  type SettingKey,
  type SettingsUpdate,
} from '#shared/schemas/settings';
import { createRefreshingCache, type RefreshingCacheOptions } from '#server/lib/refreshing-cache';
import type { SettingRow, SettingsRepo } from './settings.repo.ts';

/**
 * Every order reads a setting (where to send its notice): they are held in memory. `announce`
 * tells the other app servers after a change committed (#server/lib/change-notices).
 */
export function createSettingsService(
  repo: SettingsRepo,
  fallbacks: Record<SettingKey, string>,
  cache: RefreshingCacheOptions,
  announce: () => void = () => {},
) {
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

    /** The entries are validated already (known keys, valid values); one statement, all or none. */
    async update(entries: SettingsUpdate): Promise<Setting[]> {
      await repo.put(entries, cache.now());
      stored.invalidate();
      announce();
      return list();
    },

    /** Another app server changed the settings. */
    invalidate: () => stored.invalidate(),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
