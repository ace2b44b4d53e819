import { z } from 'zod';

import {
  LorryCapacitySchema,
  vatNumberField,
  type Setting,
  type SettingKey,
} from '#shared/schemas/settings';

const email = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .pipe(z.email('Please enter a valid email address'));

/** Spec section 5: both emails required and in email format. */
export const SettingsFormSchema = z.object({
  customerServiceEmail: email('Customer service email'),
  newOrdersEmail: email('New orders email'),
  paymentsEnabled: z.boolean(),
  vatNumber: vatNumberField,
  invoiceAddress: z
    .string()
    .trim()
    .min(1, 'Invoice address is required')
    .max(500, 'Invoice address must be at most 500 characters'),
  paymentTerms: z
    .string()
    .trim()
    .min(1, 'Payment terms are required')
    .max(300, 'Payment terms must be at most 300 characters'),
  lorryCapacityTonnes: LorryCapacitySchema,
});

export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsFormValues = z.output<typeof SettingsFormSchema>;

export function settingsFormDefaults(settings: Setting[]): SettingsFormInput {
  const value = (key: SettingKey) => settings.find((setting) => setting.key === key)?.value ?? '';
  return {
    customerServiceEmail: value('customer_service_email'),
    newOrdersEmail: value('new_orders_email'),
    paymentsEnabled: value('payments_enabled') === 'true',
    vatNumber: value('vat_number'),
    invoiceAddress: value('invoice_address'),
    paymentTerms: value('payment_terms'),
    lorryCapacityTonnes: value('lorry_capacity_tonnes'),
  };
}

/** The form as the PATCH body: every setting as key and text value. */
export function toSettingChanges(values: SettingsFormValues): { key: SettingKey; value: string }[] {
  return [
    { key: 'customer_service_email', value: values.customerServiceEmail },
    { key: 'new_orders_email', value: values.newOrdersEmail },
    { key: 'payments_enabled', value: values.paymentsEnabled ? 'true' : 'false' },
    { key: 'vat_number', value: values.vatNumber },
    { key: 'invoice_address', value: values.invoiceAddress },
    { key: 'payment_terms', value: values.paymentTerms },
    { key: 'lorry_capacity_tonnes', value: values.lorryCapacityTonnes },
  ];
}
