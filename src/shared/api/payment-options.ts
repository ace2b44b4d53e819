import { PaymentOptionsSchema, PaymentsEnabledSchema } from '../schemas/payment-options.ts';
import { defineEndpoint } from './endpoint.ts';

// What the storefront reads of the settings: whether online payments are on, and how the
// business takes payment. Public, and sent with `Cache-Control: no-cache`.

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

export const paymentOptionsEndpoints = { paymentsEnabled, paymentOptions };
