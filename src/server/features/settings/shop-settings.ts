import { DEFAULT_PAYMENT_TERMS_DAYS } from '#shared/how-to-pay';
import { NOTICE_WORKING_DAYS } from '#domain/delivery-calendar';
import { LINK_EXPIRY_DAYS } from '#domain/link-expiry';
import { DEFAULT_SEND_DAYS_BEFORE } from '#domain/top-up-offers';
import { RETENTION_SETTING_DEFAULTS } from '#shared/schemas/retention';
import {
  DEFAULT_DELIVERED_TOLERANCE_TONNES,
  DEFAULT_LORRY_CAPACITY_TONNES,
  REORDER_REMINDER_LEAD_DAYS,
} from '#shared/schemas/settings';
import { site } from '#shared/site';
import type { Database } from '#server/db/client';
import { CACHE_TTL_MS, type ChangeNotices } from '#server/lib/change-notices';
import type { AuditLog } from '../audit/audit-log.ts';
import { createSettingsService } from './settings.service.ts';

/** The business's settings, part of the shared context: cached, and announced to other servers. */
export function createShopSettings(deps: {
  db: Database;
  audit: AuditLog;
  now: () => Date;
  log: { error: (details: object, message: string) => void };
  notices: ChangeNotices;
}) {
  const settings = createSettingsService({
    db: deps.db,
    audit: deps.audit,
    fallbacks: {
      customer_service_email: site.email,
      new_orders_email: site.ordersEmail,
      payments_enabled: 'false',
      vat_number: '',
      enplus_certificate_id: '',
      bsl_supplier_number: '',
      invoice_address: site.headOffice.lines.join('\n'),
      payment_terms_days: String(DEFAULT_PAYMENT_TERMS_DAYS),
      bank_account_name: '',
      bank_sort_code: '',
      bank_account_number: '',
      cash_on_delivery_offered: 'true',
      card_payments_offered: 'true',
      lorry_capacity_tonnes: String(DEFAULT_LORRY_CAPACITY_TONNES),
      link_expiry_days: String(LINK_EXPIRY_DAYS.fallback),
      // The notice checkout has always asked for, until the back office sets another.
      delivery_lead_working_days: String(NOTICE_WORKING_DAYS),
      reorder_reminder_lead_days: String(REORDER_REMINDER_LEAD_DAYS.fallback),
      top_up_send_days_before: String(DEFAULT_SEND_DAYS_BEFORE),
      delivered_weight_tolerance_tonnes: DEFAULT_DELIVERED_TOLERANCE_TONNES,
      aborted_delivery_charge: '0.00',
      ...RETENTION_SETTING_DEFAULTS,
    },
    cache: {
      ttlMs: CACHE_TTL_MS,
      now: deps.now,
      onRefreshError: (error) => deps.log.error({ err: error }, 'settings cache refresh failed'),
    },
    announce: () => void deps.notices.publish('settings'),
  });
  deps.notices.subscribe('settings', () => settings.invalidate());
  return settings;
}
