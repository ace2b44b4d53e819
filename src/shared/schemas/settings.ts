import { z } from 'zod';
import {
  bankDetailsFrom,
  isAccountNumber,
  isSortCode,
  normaliseAccountNumber,
  normaliseSortCode,
  type BankDetails,
} from '#domain/bank-details';
import { LINK_EXPIRY_DAYS } from '#domain/link-expiry';
import { isSingleLine, isWellFormedText } from '#domain/plain-text';
import { emailField, multiLine, singleLine } from './fields.ts';
import { RETENTION_FIELDS, RETENTION_SETTING_KEYS } from './retention.ts';

/** The only settings there are (spec section 3); anything else is refused. */
export const SETTING_KEYS = [
  'customer_service_email',
  'new_orders_email',
  'payments_enabled',
  'vat_number',
  'enplus_certificate_id',
  'bsl_supplier_number',
  'invoice_address',
  'payment_terms_days',
  'bank_account_name',
  'bank_sort_code',
  'bank_account_number',
  'cash_on_delivery_offered',
  'card_payments_offered',
  'lorry_capacity_tonnes',
  'link_expiry_days',
  'delivery_lead_working_days',
  'reorder_reminder_lead_days',
  'top_up_send_days_before',
  'delivered_weight_tolerance_tonnes',
  'aborted_delivery_charge',
  ...RETENTION_SETTING_KEYS,
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const isSettingKey = (key: string): key is SettingKey =>
  (SETTING_KEYS as readonly string[]).includes(key);

/**
 * A setting that is a whole number from `range.min` to `range.max`, given as text or a number
 * and stored as text; every problem with it is said with the one `message`.
 */
const wholeNumberSetting = (range: { min: number; max: number }, message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(range.min, message)
    .max(range.max, message)
    .transform(String);

/** The lorry_capacity_tonnes setting until the back office sets another, and new rounds' load. */
export const DEFAULT_LORRY_CAPACITY_TONNES = 28;
const LORRY_CAPACITY_MESSAGE = 'Lorry capacity must be a number of tonnes from 1 to 44';
/** A lorry's load in tonnes, up to 44 t (the heaviest lorry allowed on UK roads), as text. */
export const LorryCapacitySchema = z.coerce
  .number({ error: LORRY_CAPACITY_MESSAGE })
  .min(1, LORRY_CAPACITY_MESSAGE)
  .max(44, LORRY_CAPACITY_MESSAGE)
  .refine((tonnes) => Number.isInteger(tonnes * 2), 'Lorry capacity goes in half tonnes')
  .transform(String);
const LINK_EXPIRY_MESSAGE = `Links must expire a whole number of days from ${LINK_EXPIRY_DAYS.min} to ${LINK_EXPIRY_DAYS.max} after delivery`;
/** How long tracking and invoice links keep working after delivery (#domain/link-expiry). */
export const LinkExpiryDaysSchema = wholeNumberSetting(LINK_EXPIRY_DAYS, LINK_EXPIRY_MESSAGE);
/** The most notice the shop may ask for: four working weeks; more is a slip of the keyboard. */
export const LEAD_WORKING_DAYS = { min: 0, max: 20 } as const;
const LEAD_TIME_MESSAGE = `Lead time must be a whole number of working days from ${LEAD_WORKING_DAYS.min} to ${LEAD_WORKING_DAYS.max}`;
/** Working days from an order to the first day it can be delivered (#domain/delivery-rounds). */
export const LeadWorkingDaysSchema = wholeNumberSetting(LEAD_WORKING_DAYS, LEAD_TIME_MESSAGE);
/** Days before a customer's store runs low that their reorder reminder goes out. */
export const REORDER_REMINDER_LEAD_DAYS = { min: 1, max: 60, fallback: 14 } as const;
const REMINDER_LEAD_MESSAGE = `Reminders must go a whole number of days from ${REORDER_REMINDER_LEAD_DAYS.min} to ${REORDER_REMINDER_LEAD_DAYS.max} before the store runs low`;
export const ReorderReminderLeadDaysSchema = wholeNumberSetting(
  REORDER_REMINDER_LEAD_DAYS,
  REMINDER_LEAD_MESSAGE,
);
/** How many days before a lorry-day its top-up offers are emailed (decision 027). */
export const TOP_UP_SEND_DAYS = { min: 1, max: 14 } as const;
const TOP_UP_SEND_MESSAGE = `Top-up offers go a whole number of days from ${TOP_UP_SEND_DAYS.min} to ${TOP_UP_SEND_DAYS.max} before the day`;
export const TopUpSendDaysSchema = wholeNumberSetting(TOP_UP_SEND_DAYS, TOP_UP_SEND_MESSAGE);
/** The delivered-weight tolerance until the business sets another (#domain/delivered-billing). */
export const DEFAULT_DELIVERED_TOLERANCE_TONNES = '0.05';
const TOLERANCE_MESSAGE =
  'Weight tolerance must be a number of tonnes from 0 to 1, to two decimals';
/** Below this difference a delivered weight leaves the order's bill as it was. */
export const DeliveredToleranceSchema = z.coerce
  .number({ error: TOLERANCE_MESSAGE })
  .min(0, TOLERANCE_MESSAGE)
  .max(1, TOLERANCE_MESSAGE)
  .refine((tonnes) => Math.abs(tonnes * 100 - Math.round(tonnes * 100)) < 1e-9, TOLERANCE_MESSAGE)
  .transform((tonnes) => tonnes.toFixed(2));
const ABORTED_CHARGE_MESSAGE = 'Aborted-delivery charge must be an amount in pounds from 0 to 500';
/** The charge (before VAT) for a wasted trip, billed only where the office says it applies. */
export const AbortedChargeSchema = z.coerce
  .number({ error: ABORTED_CHARGE_MESSAGE })
  .min(0, ABORTED_CHARGE_MESSAGE)
  .max(500, ABORTED_CHARGE_MESSAGE)
  .refine(
    (pounds) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-9,
    ABORTED_CHARGE_MESSAGE,
  )
  .transform((pounds) => pounds.toFixed(2));
/** A switch stored as 'true' or 'false' (a boolean is taken too). */
const onOff = (key: SettingKey) =>
  z.union([z.enum(['true', 'false']), z.boolean().transform(String)], {
    error: `${key} must be 'true' or 'false'`,
  });

export const BANK_MESSAGES = {
  accountName: 'Account name must be a single line of at most 70 characters',
  sortCode: 'Sort code must be 6 digits, such as 12-34-56',
  accountNumber: 'Account number must be 8 digits',
  together:
    'Enter the account name, sort code and account number together, or leave all three blank',
} as const;

/** Blank, or the name the account is held in. */
export const bankAccountNameField = singleLine(BANK_MESSAGES.accountName).max(
  70,
  BANK_MESSAGES.accountName,
);
/** Blank, or 6 digits: '12-34-56' and '12 34 56' are stored as '123456'. */
export const sortCodeField = z
  .string({ error: BANK_MESSAGES.sortCode })
  .transform(normaliseSortCode)
  .refine((value) => value === '' || isSortCode(value), BANK_MESSAGES.sortCode);
/** Blank, or 8 digits (spaces ignored). */
export const accountNumberField = z
  .string({ error: BANK_MESSAGES.accountNumber })
  .transform(normaliseAccountNumber)
  .refine((value) => value === '' || isAccountNumber(value), BANK_MESSAGES.accountNumber);

const PAYMENT_TERMS_MESSAGE = 'Payment terms must be a whole number of days from 1 to 120';
export const PaymentTermsDaysSchema = wholeNumberSetting(
  { min: 1, max: 120 },
  PAYMENT_TERMS_MESSAGE,
);

export const VAT_NUMBER_MESSAGE =
  'VAT number must be a UK VAT registration number such as GB123456789, or blank';
/** HMRC's formats: 9 or 12 digits, or a government department (GD) or health authority (HA). */
const UK_VAT_NUMBER = /^(GB|XI)(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/;

/** Spaces are ignored and letters upper-cased; blank means not registered yet. */
export const vatNumberField = singleLine(VAT_NUMBER_MESSAGE)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === '' || UK_VAT_NUMBER.test(value), VAT_NUMBER_MESSAGE);

export const CERTIFICATE_MESSAGES = {
  enplus: 'ENplus certificate ID must be a single line of at most 40 characters, or blank',
  bsl: 'BSL supplier number must be a single line of at most 40 characters, or blank',
} as const;
/**
 * Blank until the business enters it: a certificate's id as printed on it. Every fault gets
 * the one message naming the field, as the id is shown to customers and search engines.
 */
const certificateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((value) => isWellFormedText(value) && isSingleLine(value), message);
export const enplusCertificateIdField = certificateField(CERTIFICATE_MESSAGES.enplus);
export const bslSupplierNumberField = certificateField(CERTIFICATE_MESSAGES.bsl);

/** The certificates the shop shows where they are set; blank ones are left out. */
export const ShopCertificatesSchema = z.object({
  enplusCertificateId: z.string(),
  bslSupplierNumber: z.string(),
});
export type ShopCertificates = z.infer<typeof ShopCertificatesSchema>;

/** Each key's rule; values are stored as text ('true'/'false' for the switch). */
const SETTING_VALUES: Record<SettingKey, z.ZodType<string>> = {
  customer_service_email: emailField('Customer service email must be a valid email address'),
  new_orders_email: emailField('New orders email must be a valid email address'),
  payments_enabled: onOff('payments_enabled'),
  vat_number: vatNumberField,
  enplus_certificate_id: enplusCertificateIdField,
  bsl_supplier_number: bslSupplierNumberField,
  invoice_address: multiLine('Invoice address must be text')
    .min(1, 'Invoice address is required')
    .max(500, 'Invoice address must be at most 500 characters'),
  payment_terms_days: PaymentTermsDaysSchema,
  bank_account_name: bankAccountNameField,
  bank_sort_code: sortCodeField,
  bank_account_number: accountNumberField,
  cash_on_delivery_offered: onOff('cash_on_delivery_offered'),
  card_payments_offered: onOff('card_payments_offered'),
  lorry_capacity_tonnes: LorryCapacitySchema,
  link_expiry_days: LinkExpiryDaysSchema,
  delivery_lead_working_days: LeadWorkingDaysSchema,
  reorder_reminder_lead_days: ReorderReminderLeadDaysSchema,
  top_up_send_days_before: TopUpSendDaysSchema,
  delivered_weight_tolerance_tonnes: DeliveredToleranceSchema,
  aborted_delivery_charge: AbortedChargeSchema,
  ...RETENTION_FIELDS,
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

const BANK_KEYS = ['bank_account_name', 'bank_sort_code', 'bank_account_number'] as const;

/**
 * The bank details are one account: sent together, all set or all blank, so the shop never
 * prints half an account. A save that touches none of them leaves them as they are.
 */
function bankDetailsTogether(entries: { key: SettingKey; value: string }[]): boolean {
  const sent = new Map(entries.map((entry) => [entry.key, entry.value]));
  const parts = BANK_KEYS.map((key) => sent.get(key));
  if (parts.every((part) => part === undefined)) return true;
  const [accountName = '', sortCode = '', accountNumber = ''] = parts;
  if (parts.some((part) => part === undefined)) return false;
  return bankDetailsFrom({ accountName, sortCode, accountNumber }) !== 'partial';
}

/** The stored bank settings as an account to pay into, or null when blank (or incomplete). */
export function storedBankDetails(value: (key: SettingKey) => string): BankDetails | null {
  const found = bankDetailsFrom({
    accountName: value('bank_account_name'),
    sortCode: value('bank_sort_code'),
    accountNumber: value('bank_account_number'),
  });
  return found === 'partial' ? null : found;
}

/** A list of { key, value }; one bad entry and nothing is changed. */
export const SettingsUpdateSchema = z
  .array(SettingUpdateSchema, { error: 'Send a list of { key, value } settings' })
  .min(1, 'Send at least one setting')
  .max(SETTING_KEYS.length, 'Each setting may appear only once')
  .refine(
    (entries) => new Set(entries.map((e) => e.key)).size === entries.length,
    'Each setting may appear only once',
  )
  .refine(bankDetailsTogether, BANK_MESSAGES.together);
export type SettingsUpdateRequest = z.input<typeof SettingsUpdateSchema>;
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;

/** Every setting, by key: what the settings are read as, and saved ones answered with. */
export const SettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: z.iso.datetime(),
});
export type Setting = z.infer<typeof SettingSchema>;
export const SettingListSchema = z.array(SettingSchema);
