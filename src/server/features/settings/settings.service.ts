import type { SettingsRepo } from './settings.repo.ts';

export const SETTING_KEYS = [
  'customer_service_email',
  'new_orders_email',
  'payments_enabled',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export function createSettingsService(repo: SettingsRepo, fallbacks: Record<SettingKey, string>) {
  const get = async (key: SettingKey): Promise<string> => (await repo.get(key)) ?? fallbacks[key];
  return {
    get,
    customerServiceEmail: () => get('customer_service_email'),
    newOrdersEmail: () => get('new_orders_email'),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
