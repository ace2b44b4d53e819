import { parsePounds } from '#domain/money';
import type { CustomPricing } from '#domain/pricing';
import { DEFAULT_VAT_RATE, isVatRate, type VatRate } from '#domain/vat';
import type { AdminCustomer } from '#shared/schemas/admin';
import type { CurrentCustomer, CustomerPricing } from '#shared/schemas/customers';
import type { AdminCustomerRow } from './customers-admin.repo.ts';
import type { CustomerRow } from './customers.repo.ts';

/** The custom-pricing summary as the browser sees it; never the password hash or anything else. */
export function toCustomerPricing(row: CustomerRow): CustomerPricing {
  return {
    hasCustomPricing: row.customPrice !== null,
    customPrice: row.customPrice,
    customPriceNote: row.customPriceNote,
    customPriceValidTo: row.customPriceValidTo?.toISOString() ?? null,
  };
}

/** What the customer edits on their profile: name, company, phone and address. */
function profileOf(row: CustomerRow) {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
  };
}

/** Fields picked one by one, so a new column never reaches the browser by accident. */
export function toCurrentCustomer(row: CustomerRow): CurrentCustomer {
  return {
    id: row.id,
    email: row.email,
    ...profileOf(row),
    vatRate: customerVatRate(row),
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    ...toCustomerPricing(row),
  };
}

/** The back office's view: the customer's own view, plus when it changed and its order count. */
export function toAdminCustomer(row: AdminCustomerRow): AdminCustomer {
  return {
    ...toCurrentCustomer(row),
    updatedAt: row.updatedAt.toISOString(),
    orderCount: row.orderCount,
  };
}

/** The database's check allows only 0, 5 and 20; anything else would be a bug, so default. */
export function customerVatRate(row: CustomerRow): VatRate {
  return isVatRate(row.vatRate) ? row.vatRate : DEFAULT_VAT_RATE;
}

/** The custom price in the form the pricing rules take (pence); expiry is theirs to judge. */
export function toCustomPricing(row: CustomerRow): CustomPricing | null {
  if (row.customPrice === null) return null;
  return {
    customPricePence: parsePounds(row.customPrice),
    customPriceValidTo: row.customPriceValidTo,
  };
}

/** What the audit log compares when a customer changes: never the password hash. */
export function customerAuditValues(row: CustomerRow): Record<string, unknown> {
  return {
    email: row.email,
    ...profileOf(row),
    customPrice: row.customPrice,
    customPriceNote: row.customPriceNote,
    customPriceValidTo: row.customPriceValidTo,
    vatRate: row.vatRate,
  };
}
