import { z } from 'zod';
import { RETENTION_DEFAULTS, RETENTION_FLOORS, type RetentionPeriods } from '#domain/retention';

/** The settings that say how long personal data is kept (#domain/retention). */
export const RETENTION_SETTING_KEYS = [
  'retention_invoiced_order_years',
  'retention_uninvoiced_order_months',
  'retention_inactive_account_months',
  'retention_sent_email_body_days',
  'retention_audit_months',
] as const;
export type RetentionSettingKey = (typeof RETENTION_SETTING_KEYS)[number];

export const RETENTION_MESSAGES = {
  invoicedFloor: `Invoiced orders must be kept at least ${RETENTION_FLOORS.invoicedOrderYears} years after the invoice date (HMRC's minimum)`,
  invoiced: 'Invoiced orders are kept a whole number of years, at most 20',
  uninvoiced: 'Orders never invoiced are kept a whole number of months from 1 to 240',
  inactive:
    'Inactive accounts are deleted after a whole number of months from 1 to 240, or leave it blank to keep them',
  emailBodies: 'Sent emails are kept a whole number of days from 1 to 3650',
  auditFloor: `Audit entries must be kept at least ${RETENTION_FLOORS.auditMonths} months (the minimum for security records)`,
  audit: 'Audit entries are kept a whole number of months, at most 120',
} as const;

/** A whole number as text; below `floor` the floor's own message, so the reason is named. */
function wholeNumber(range: { min: number; max: number; message: string; floorMessage?: string }) {
  return z.coerce
    .number({ error: range.message })
    .int(range.message)
    .min(range.min, range.floorMessage ?? range.message)
    .max(range.max, range.message)
    .transform(String);
}

export const RETENTION_FIELDS = {
  retention_invoiced_order_years: wholeNumber({
    min: RETENTION_FLOORS.invoicedOrderYears,
    max: 20,
    message: RETENTION_MESSAGES.invoiced,
    floorMessage: RETENTION_MESSAGES.invoicedFloor,
  }),
  retention_uninvoiced_order_months: wholeNumber({
    min: 1,
    max: 240,
    message: RETENTION_MESSAGES.uninvoiced,
  }),
  // Blank (or null) is off: accounts are kept until their owner deletes them.
  retention_inactive_account_months: z.union([
    z.literal('').or(z.null().transform(() => '')),
    wholeNumber({ min: 1, max: 240, message: RETENTION_MESSAGES.inactive }),
  ]),
  retention_sent_email_body_days: wholeNumber({
    min: 1,
    max: 3650,
    message: RETENTION_MESSAGES.emailBodies,
  }),
  retention_audit_months: wholeNumber({
    min: RETENTION_FLOORS.auditMonths,
    max: 120,
    message: RETENTION_MESSAGES.audit,
    floorMessage: RETENTION_MESSAGES.auditFloor,
  }),
} satisfies Record<RetentionSettingKey, z.ZodType<string, unknown>>;

/** What the settings table holds before anyone changes a period. */
export const RETENTION_SETTING_DEFAULTS: Record<RetentionSettingKey, string> = {
  retention_invoiced_order_years: String(RETENTION_DEFAULTS.invoicedOrderYears),
  retention_uninvoiced_order_months: String(RETENTION_DEFAULTS.uninvoicedOrderMonths),
  retention_inactive_account_months: '',
  retention_sent_email_body_days: String(RETENTION_DEFAULTS.sentEmailBodyDays),
  retention_audit_months: String(RETENTION_DEFAULTS.auditMonths),
};

/** The periods in force, read from the stored settings (each falls back to its default). */
export function retentionPeriodsFrom(
  value: (key: RetentionSettingKey) => string,
): RetentionPeriods {
  const number = (key: RetentionSettingKey, fallback: number) => {
    const parsed = RETENTION_FIELDS[key].safeParse(value(key));
    return parsed.success && parsed.data !== '' ? Number(parsed.data) : fallback;
  };
  const inactive = RETENTION_FIELDS.retention_inactive_account_months.safeParse(
    value('retention_inactive_account_months'),
  );
  return {
    invoicedOrderYears: number(
      'retention_invoiced_order_years',
      RETENTION_DEFAULTS.invoicedOrderYears,
    ),
    uninvoicedOrderMonths: number(
      'retention_uninvoiced_order_months',
      RETENTION_DEFAULTS.uninvoicedOrderMonths,
    ),
    inactiveAccountMonths: inactive.success && inactive.data !== '' ? Number(inactive.data) : null,
    sentEmailBodyDays: number(
      'retention_sent_email_body_days',
      RETENTION_DEFAULTS.sentEmailBodyDays,
    ),
    auditMonths: number('retention_audit_months', RETENTION_DEFAULTS.auditMonths),
  };
}

/** The periods in force, as the privacy notice and the Settings tab show them. */
export const RetentionPeriodsSchema = z.object({
  invoicedOrderYears: z.number().int(),
  uninvoicedOrderMonths: z.number().int(),
  inactiveAccountMonths: z.number().int().nullable(),
  sentEmailBodyDays: z.number().int(),
  auditMonths: z.number().int(),
});

/** What the privacy notice reads from the settings. */
export const PrivacyFactsSchema = z.object({
  contactEmail: z.string(),
  retention: RetentionPeriodsSchema,
  /** Tracking and invoice links in emails stop working this many days after delivery. */
  linkExpiryDays: z.number().int().positive(),
});
export type PrivacyFacts = z.infer<typeof PrivacyFactsSchema>;
