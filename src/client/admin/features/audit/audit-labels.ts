import type { AuditAction, AuditActor, AuditArea, AuditEntry } from '#shared/schemas/audit';

/** What each kind of entry is called in the Audit tab. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'admin.signed_in': 'Back office: signed in',
  'admin.sign_in_failed': 'Back office: wrong password',
  'admin.sign_in_refused': 'Back office: sign-in refused (locked)',
  'admin.signed_out': 'Back office: signed out',
  'admin.two_factor_enabled': 'Back office: two-factor sign-in turned on',
  'admin.two_factor_disabled': 'Back office: two-factor sign-in turned off',
  'admin.two_factor_change_failed':
    'Back office: two-factor change refused (wrong password or code)',
  'admin.two_factor_change_refused': 'Back office: two-factor change refused (locked)',
  'admin.recovery_codes_regenerated': 'Back office: new recovery codes',
  'customer.registered': 'Customer: registered',
  'customer.signed_in': 'Customer: signed in',
  'customer.sign_in_failed': 'Customer: sign-in failed',
  'customer.locked_out': 'Customer: sign-in refused (locked)',
  'customer.signed_out': 'Customer: signed out',
  'customer.reset_requested': 'Customer: password reset asked for',
  'customer.password_reset': 'Customer: password reset',
  'customer.verification_sent': 'Customer: email verification link sent again',
  'customer.email_verified': 'Customer: email address verified',
  'customer.password_changed': 'Customer: password changed in the account',
  'customer.password_change_refused': 'Customer: password change refused (wrong current password)',
  'customer.profile_updated': 'Customer: own details changed',
  'customer.details_updated': 'Customer: details changed',
  'customer.pricing_updated': 'Customer: custom price changed',
  'customer.vat_rate_updated': 'Customer: VAT rate changed',
  'order.placed': 'Order: placed',
  'order.status_changed': 'Order: status changed',
  'order.edited': 'Order: edited',
  'order.price_kept': 'Order: old price kept',
  'order.customer_linked': 'Order: linked to a customer',
  'order.delivery_changed': 'Order: delivery changed',
  'order.email_resent': 'Order: email sent again',
  'order.invoice_issued': 'Order: invoice issued by hand',
  'order.invoice_resent': 'Order: invoice or credit note sent again',
  'order.links_revoked': 'Order: tracking and invoice links revoked',
  'order.delivery_day_moved': 'Order: delivery day moved',
  'order.cancel_requested': 'Order: customer asked to cancel',
  'payment.status_changed': 'Payment: status changed',
  'payment.recorded': 'Payment: recorded by hand',
  'payment.refund_recorded': 'Payment: refund recorded',
  'payment.refund_owed': 'Payment: refund owed on cancellation',
  'payment.written_off': 'Payment: balance or overpayment written off',
  'payment.write_off_reversed': 'Payment: write-off reversed',
  'region.updated': 'Region: prices changed',
  'region.imported': 'Regions: imported from CSV',
  'region.deleted_all': 'Regions: all deleted',
  'settings.updated': 'Settings: changed',
  'delivery.round_created': 'Delivery rounds: round added',
  'delivery.round_updated': 'Delivery rounds: round changed',
  'delivery.round_deleted': 'Delivery rounds: round deleted',
  'delivery.day_closed': 'Delivery rounds: day closed',
  'delivery.day_reopened': 'Delivery rounds: closed day opened again',
  'delivery.top_up_offered': 'Delivery rounds: top-up offer made',
  'privacy.retention_applied': 'Personal data: retention periods applied',
  'privacy.data_looked_up': 'Personal data: looked up',
  'privacy.data_exported': 'Personal data: exported',
  'privacy.account_deleted': 'Personal data: account deleted by its owner',
  'privacy.data_erased': 'Personal data: erased on request',
};

export const AREA_LABELS: Record<AuditArea, string> = {
  admin: 'Back-office sign-in',
  customer: 'Customers',
  order: 'Orders',
  payment: 'Payments',
  region: 'Regions',
  settings: 'Settings',
  delivery: 'Delivery rounds',
  privacy: 'Personal data',
};

export const ACTOR_LABELS: Record<AuditActor, string> = {
  admin: 'Back office',
  customer: 'Customer',
  visitor: 'Visitor',
  system: 'Shop',
  provider: 'Payment provider',
};

export const actionLabel = (action: string): string =>
  (ACTION_LABELS as Record<string, string>)[action] ?? action;

/** "order 12", "customer 7"; null when the entry is about no one record. */
export function recordLabel(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string | null {
  if (!entry.entityType || !entry.entityId) return null;
  return `${entry.entityType} ${entry.entityId}`;
}

/** A value as the tab shows it: text as it is, nothing as a dash, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return JSON.stringify(value);
}

export interface ShownChange {
  field: string;
  before: string | null;
  after: string;
}

/**
 * The entry's values as lines: "field: before → after" for a change, "field: value" when only
 * the new (or only the old) value is known.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): ShownChange[] {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return fields.map((field) => {
    const hasBefore = entry.before !== null && field in entry.before;
    const hasAfter = entry.after !== null && field in entry.after;
    if (hasBefore && hasAfter) {
      return { field, before: shown(entry.before?.[field]), after: shown(entry.after?.[field]) };
    }
    return {
      field,
      before: null,
      after: shown(hasAfter ? entry.after?.[field] : entry.before?.[field]),
    };
  });
}
