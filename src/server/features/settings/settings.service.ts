import {
  SETTING_KEYS,
  type PaymentsEnabled,
  type Setting,
  type SettingKey,
  type SettingsUpdate,
} from '#shared/schemas/settings';
import type { SettingsRepo } from './settings.repo.ts';

export function createSettingsService(
  repo: SettingsRepo,
  fallbacks: Record<SettingKey, string>,
  now: () => Date = () => new Date(),
) {
  const get = async (key: SettingKey): Promise<string> => (await repo.get(key)) ?? fallbacks[key];

  /** Every known setting: the stored value, or the fallback when none was ever stored. */
  async function list(): Promise<Setting[]> {
    const stored = new Map((await repo.listAll()).map((row) => [row.key, row]));
    return SETTING_KEYS.map((key) => {
      const row = stored.get(key);
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
      await repo.put(entries, now());
      return list();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
