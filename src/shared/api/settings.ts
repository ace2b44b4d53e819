import { SettingListSchema, SettingsUpdateSchema } from '../schemas/settings.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's settings (spec section 3). The storefront's public answers
// (`/api/payments/enabled`, `/api/payment-options`) are not declared here yet.

export const listSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings',
  summary: 'Every setting with its stored value (or its default) and when it was last changed',
  access: 'admin',
  response: { status: 200, schema: SettingListSchema },
});

export const updateSettings = defineEndpoint({
  method: 'PATCH',
  path: '/api/settings',
  summary: 'Change some settings at once (audited); one bad entry and nothing changes',
  access: 'admin',
  body: SettingsUpdateSchema,
  response: { status: 200, schema: SettingListSchema },
});
