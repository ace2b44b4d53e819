import {
  PaymentOptionsSchema,
  PaymentsEnabledSchema,
  SettingListSchema,
  SettingsUpdateSchema,
} from '../schemas/settings.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's settings (spec section 3), and the two answers the storefront reads of
// them: whether online payments are on, and how the business takes payment. Those two are
// public and sent with `Cache-Control: no-cache`.

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

export const paymentsEnabled = defineEndpoint({
  method: 'GET',
  path: '/api/payments/enabled',
  summary: 'Whether online payments are switched on (Pay Now is offered only then)',
  access: 'public',
  response: { status: 200, schema: PaymentsEnabledSchema },
});

export const paymentOptions = defineEndpoint({
  method: 'GET',
  path: '/api/payment-options',
  summary: 'How the business takes payment: the bank account for transfers and the other ways',
  access: 'public',
  response: { status: 200, schema: PaymentOptionsSchema },
});
