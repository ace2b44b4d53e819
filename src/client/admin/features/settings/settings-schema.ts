import { z } from 'zod';

import { bankDetailsFrom, formatSortCode } from '#domain/bank-details';
import {
  BANK_MESSAGES,
  LeadWorkingDaysSchema,
  LinkExpiryDaysSchema,
  TopUpSendDaysSchema,
  LorryCapacitySchema,
  DeliveredToleranceSchema,
  AbortedChargeSchema,
  PaymentTermsDaysSchema,
  ReorderReminderLeadDaysSchema,
  accountNumberField,
  bankAccountNameField,
  bslSupplierNumberField,
  enplusCertificateIdField,
  sortCodeField,
  vatNumberField,
  type Setting,
  type SettingKey,
} from '#shared/schemas/settings';
import { RETENTION_FIELDS } from '#shared/schemas/retention';

const email = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .pipe(z.email('Please enter a valid email address'));

const BANK_FIELDS = ['bankAccountName', 'bankSortCode', 'bankAccountNumber'] as const;

/** Spec section 5: both emails required and in email format. */
export const SettingsFormSchema = z
  .object({
    customerServiceEmail: email('Customer service email'),
    newOrdersEmail: email('New orders email'),
    paymentsEnabled: z.boolean(),
    cashOnDelivery: z.boolean(),
    cardPayments: z.boolean(),
    paymentTermsDays: PaymentTermsDaysSchema,
    bankAccountName: bankAccountNameField,
    bankSortCode: sortCodeField,
    bankAccountNumber: accountNumberField,
    vatNumber: vatNumberField,
    enplusCertificateId: enplusCertificateIdField,
    bslSupplierNumber: bslSupplierNumberField,
    invoiceAddress: z
      .string()
      .trim()
      .min(1, 'Invoice address is required')
      .max(500, 'Invoice address must be at most 500 characters'),
    lorryCapacityTonnes: LorryCapacitySchema,
    deliveredToleranceTonnes: DeliveredToleranceSchema,
    abortedDeliveryCharge: AbortedChargeSchema,
    linkExpiryDays: LinkExpiryDaysSchema,
    deliveryLeadWorkingDays: LeadWorkingDaysSchema,
    reorderReminderLeadDays: ReorderReminderLeadDaysSchema,
    topUpSendDaysBefore: TopUpSendDaysSchema,
    retentionInvoicedOrderYears: RETENTION_FIELDS.retention_invoiced_order_years,
    retentionUninvoicedOrderMonths: RETENTION_FIELDS.retention_uninvoiced_order_months,
    retentionInactiveAccountMonths: RETENTION_FIELDS.retention_inactive_account_months,
    retentionSentEmailBodyDays: RETENTION_FIELDS.retention_sent_email_body_days,
    retentionAuditMonths: RETENTION_FIELDS.retention_audit_months,
  })
  .superRefine((values, ctx) => {
    const found = bankDetailsFrom({
      accountName: values.bankAccountName,
      sortCode: values.bankSortCode,
      accountNumber: values.bankAccountNumber,
    });
    if (found !== 'partial') return;
    // The message goes on each part still blank: that is what to fill in (or clear the rest).
    for (const field of BANK_FIELDS) {
      if (values[field] === '') {
        ctx.addIssue({ code: 'custom', message: BANK_MESSAGES.together, path: [field] });
      }
    }
  });

export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsFormValues = z.output<typeof SettingsFormSchema>;

export function settingsFormDefaults(settings: Setting[]): SettingsFormInput {
  const value = (key: SettingKey) => settings.find((setting) => setting.key === key)?.value ?? '';
  return {
    customerServiceEmail: value('customer_service_email'),
    newOrdersEmail: value('new_orders_email'),
    paymentsEnabled: value('payments_enabled') === 'true',
    cashOnDelivery: value('cash_on_delivery_offered') === 'true',
    cardPayments: value('card_payments_offered') === 'true',
    paymentTermsDays: value('payment_terms_days'),
    bankAccountName: value('bank_account_name'),
    bankSortCode: formatSortCode(value('bank_sort_code')),
    bankAccountNumber: value('bank_account_number'),
    vatNumber: value('vat_number'),
    enplusCertificateId: value('enplus_certificate_id'),
    bslSupplierNumber: value('bsl_supplier_number'),
    invoiceAddress: value('invoice_address'),
    lorryCapacityTonnes: value('lorry_capacity_tonnes'),
    deliveredToleranceTonnes: value('delivered_weight_tolerance_tonnes'),
    abortedDeliveryCharge: value('aborted_delivery_charge'),
    linkExpiryDays: value('link_expiry_days'),
    deliveryLeadWorkingDays: value('delivery_lead_working_days'),
    reorderReminderLeadDays: value('reorder_reminder_lead_days'),
    topUpSendDaysBefore: value('top_up_send_days_before'),
    retentionInvoicedOrderYears: value('retention_invoiced_order_years'),
    retentionUninvoicedOrderMonths: value('retention_uninvoiced_order_months'),
    retentionInactiveAccountMonths: value('retention_inactive_account_months'),
    retentionSentEmailBodyDays: value('retention_sent_email_body_days'),
    retentionAuditMonths: value('retention_audit_months'),
  };
}

const onOff = (on: boolean) => (on ? 'true' : 'false');

/** The form as the PATCH body: every setting as key and text value. */
export function toSettingChanges(values: SettingsFormValues): { key: SettingKey; value: string }[] {
  return [
    { key: 'customer_service_email', value: values.customerServiceEmail },
    { key: 'new_orders_email', value: values.newOrdersEmail },
    { key: 'payments_enabled', value: onOff(values.paymentsEnabled) },
    { key: 'cash_on_delivery_offered', value: onOff(values.cashOnDelivery) },
    { key: 'card_payments_offered', value: onOff(values.cardPayments) },
    { key: 'payment_terms_days', value: values.paymentTermsDays },
    { key: 'bank_account_name', value: values.bankAccountName },
    { key: 'bank_sort_code', value: values.bankSortCode },
    { key: 'bank_account_number', value: values.bankAccountNumber },
    { key: 'vat_number', value: values.vatNumber },
    { key: 'enplus_certificate_id', value: values.enplusCertificateId },
    { key: 'bsl_supplier_number', value: values.bslSupplierNumber },
    { key: 'invoice_address', value: values.invoiceAddress },
    { key: 'lorry_capacity_tonnes', value: values.lorryCapacityTonnes },
    { key: 'delivered_weight_tolerance_tonnes', value: values.deliveredToleranceTonnes },
    { key: 'aborted_delivery_charge', value: values.abortedDeliveryCharge },
    { key: 'link_expiry_days', value: values.linkExpiryDays },
    { key: 'delivery_lead_working_days', value: values.deliveryLeadWorkingDays },
    { key: 'reorder_reminder_lead_days', value: values.reorderReminderLeadDays },
    { key: 'top_up_send_days_before', value: values.topUpSendDaysBefore },
    { key: 'retention_invoiced_order_years', value: values.retentionInvoicedOrderYears },
    { key: 'retention_uninvoiced_order_months', value: values.retentionUninvoicedOrderMonths },
    { key: 'retention_inactive_account_months', value: values.retentionInactiveAccountMonths },
    { key: 'retention_sent_email_body_days', value: values.retentionSentEmailBodyDays },
    { key: 'retention_audit_months', value: values.retentionAuditMonths },
  ];
}
