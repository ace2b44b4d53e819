import { SettingListSchema, SettingsUpdateSchema } from '../schemas/settings.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The back office's settings (spec section 3). What the storefront reads of them is in
// payment-options.ts, so no storefront code names these.

export const listSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings',
  summary: 'Every setting with its stored value (or its default) and when it was last changed',
  access: 'admin',
  area: 'settings',
  response: { status: 200, schema: SettingListSchema },
});

export const updateSettings = defineEndpoint({
  method: 'PATCH',
  path: '/api/settings',
  summary: 'Change some settings at once (audited); one bad entry and nothing changes',
  access: 'admin',
  area: 'settings',
  body: SettingsUpdateSchema,
  response: { status: 200, schema: SettingListSchema },
});

export const settingsEndpoints = { listSettings, updateSettings };

/** What the audit log records of this area, and how the Audit tab names it. */
export const settingsAudit = defineAuditArea('settings', 'Settings', {
  updated: 'Settings: changed',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof settingsAudit> {}
}
