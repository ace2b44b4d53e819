import { z } from 'zod';
import { emailField, multiLine, singleLine } from './fields.ts';

/** The only settings there are (spec section 3); anything else is refused. */
export const SETTING_KEYS = [
  'customer_service_email',
  'new_orders_email',
  'payments_enabled',
  'vat_number',
  'invoice_address',
  'payment_terms',
  'lorry_capacity_tonnes',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const isSettingKey = (key: string): key is SettingKey =>
  (SETTING_KEYS as readonly string[]).includes(key);

const LORRY_CAPACITY_MESSAGE = 'Lorry capacity must be a number of tonnes from 1 to 44';
/** A lorry's load in tonnes, up to 44 t (the heaviest lorry allowed on UK roads), as text. */
export const LorryCapacitySchema = z.coerce
  .number({ error: LORRY_CAPACITY_MESSAGE })
  .min(1, LORRY_CAPACITY_MESSAGE)
  .max(44, LORRY_CAPACITY_MESSAGE)
  .refine((tonnes) => Number.isInteger(tonnes * 2), 'Lorry capacity goes in half tonnes')
  .transform(String);
const PAYMENTS_ENABLED_MESSAGE = "payments_enabled must be 'true' or 'false'";
export const VAT_NUMBER_MESSAGE =
  'VAT number must be a UK VAT registration number such as GB123456789, or blank';
/** HMRC's formats: 9 or 12 digits, or a government department (GD) or health authority (HA). */
const UK_VAT_NUMBER = /^(GB|XI)(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/;

/** Spaces are ignored and letters upper-cased; blank means not registered yet. */
export const vatNumberField = singleLine(VAT_NUMBER_MESSAGE)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || UK_VAT_NUMBER.test(value), VAT_NUMBER_MESSAGE);

/** Each key's rule; values are stored as text ('true'/'false' for the switch). */
const SETTING_VALUES: Record<SettingKey, z.ZodType<string>> = {
  customer_service_email: emailField('Customer service email must be a valid email address'),
  new_orders_email: emailField('New orders email must be a valid email address'),
  payments_enabled: z.union([z.enum(['true', 'false']), z.boolean().transform(String)], {
    error: PAYMENTS_ENABLED_MESSAGE,
  }),
  vat_number: vatNumberField,
  invoice_address: multiLine('Invoice address must be text')
    .min(1, 'Invoice address is required')
    .max(500, 'Invoice address must be at most 500 characters'),
  payment_terms: singleLine('Payment terms must be a single line')
    .min(1, 'Payment terms are required')
    .max(300, 'Payment terms must be at most 300 characters'),
  lorry_capacity_tonnes: LorryCapacitySchema,
};

const SettingUpdateSchema = z
  .object({
    key: z.string({ error: 'Setting key is required' }).max(100, 'Unknown setting'),
    value: z.unknown(),
  })
  .strict()
  .transform((entry, ctx) => {
    if (!isSettingKey(entry.key)) {
      ctx.addIssue({ code: 'custom', message: `Unknown setting: ${entry.key}`, path: ['key'] });
      return z.NEVER;
    }
    const parsed = SETTING_VALUES[entry.key].safeParse(entry.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['value'] });
      }
      return z.NEVER;
    }
    return { key: entry.key, value: parsed.data };
  });

/** PATCH /api/settings: a list of { key, value }; one bad entry and nothing is changed. */
export const SettingsUpdateSchema = z
  .array(SettingUpdateSchema, { error: 'Send a list of { key, value } settings' })
  .min(1, 'Send at least one setting')
  .max(SETTING_KEYS.length, 'Each setting may appear only once')
  .refine(
    (entries) => new Set(entries.map((e) => e.key)).size === entries.length,
    'Each setting may appear only once',
  );
export type SettingsUpdateRequest = z.input<typeof SettingsUpdateSchema>;
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;

/** GET /api/settings and the answer of PATCH /api/settings: every setting, by key. */
export const SettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Setting = z.infer<typeof SettingSchema>;
export const SettingListSchema = z.array(SettingSchema);

/** GET /api/payments/enabled: public. */
export const PaymentsEnabledSchema = z.object({ enabled: z.boolean() });
export type PaymentsEnabled = z.infer<typeof PaymentsEnabledSchema>;
