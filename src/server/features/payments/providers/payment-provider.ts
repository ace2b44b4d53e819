import { orderPaymentReference } from '#domain/payment-reference';
import type { PaymentStatus } from '#domain/payment-status';
import type { ProviderExchange } from '#shared/schemas/payments';

export type { ProviderExchange };

/**
 * What the shop needs from a pay-by-bank provider. Two adapters implement it, chosen by
 * PAYMENT_PROVIDER: `wonderful` (the real HTTP API) and `sandbox` (a stand-in served by the
 * shop itself). Everything the admin "API Test" shows is a ProviderExchange, so each call
 * hands back the exact request and answer as well as the parsed result.
 */
export interface PaymentProvider {
  readonly name: 'wonderful' | 'sandbox';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment's current state, read from the provider (returns and webhooks are only hints). */
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Withdraws a payment nobody has paid yet, so its page refuses it. Only where the provider's
   * API allows it (Wonderful has no known call): without it a withdrawn payment can still be paid.
   */
  cancelPayment?(providerPaymentId: string): Promise<void>;
  listCustomers(filters: ProviderListFilters): Promise<ProviderExchange>;
  listOrders(filters: ProviderListFilters): Promise<ProviderExchange>;
  listPayments(filters: ProviderListFilters): Promise<ProviderExchange>;
  supportedBanks(): Promise<ProviderExchange>;
  /** A cheap authenticated call: proves the URL and the token. */
  testConnection(): Promise<ProviderExchange>;
}

export interface CreatePaymentInput {
  amountPence: number;
  /** At most 18 characters of A-Z 0-9 -: see makePaymentReference. */
  reference: string;
  customerEmail: string;
  /** Kept in the shop's own payment row; sent only where the provider accepts it. */
  customerName?: string;
  description?: string;
  /** Where the customer comes back to; the provider appends ?wonderfulPaymentId=<uuid>. */
  redirectUrl: string;
  webhookUrl?: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The hosted payment page the customer is sent to. */
  paymentUrl: string;
  raw: ProviderExchange;
}

export interface ProviderPayment {
  providerPaymentId: string;
  reference: string | null;
  providerStatus: string;
  /** The shop's status for providerStatus, or null: unknown, leave the shop's status as it is. */
  status: PaymentStatus | null;
  raw: ProviderExchange;
}

export const PROVIDER_PAGE_SIZES = [5, 10, 25, 50] as const;

export interface ProviderListFilters {
  search?: string | undefined;
  sort?: string | undefined;
  /** YYYY-MM-DD */
  startDate?: string | undefined;
  endDate?: string | undefined;
  perPage?: (typeof PROVIDER_PAGE_SIZES)[number] | undefined;
  status?: string | undefined;
}

/** One call as it went over the wire, with the token redacted, for people to read and copy. */

export type ProviderErrorKind = 'authentication' | 'access' | 'unavailable' | 'rejected';

/**
 * The one error the adapters throw. The customer-facing text is chosen by words in the message
 * (spec section 8), so each kind's message always contains its phrase: 'authentication failed',
 * 'access denied' or 'unavailable'; a 'rejected' message is the provider's own words.
 */
export class PaymentProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number | undefined;
  readonly exchange: ProviderExchange | undefined;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number; exchange?: ProviderExchange; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.kind = kind;
    this.status = options.status;
    this.exchange = options.exchange;
  }
}

const STATUS_MAP: Record<string, PaymentStatus> = {
  pending: 'pending',
  // The bank accepted it; settlement is not confirmed yet.
  accepted: 'processing',
  completed: 'completed',
  // All final failures: the customer may make a new attempt.
  rejected: 'failed',
  cancelled: 'failed',
  errored: 'failed',
  expired: 'failed',
};

/** The provider's payment status as the shop's; null for a status we do not know. */
export function mapProviderStatus(status: string): PaymentStatus | null {
  return STATUS_MAP[status.trim().toLowerCase()] ?? null;
}

/** UK Faster Payments carries at most 18 characters of reference. */
export const MAX_REFERENCE_LENGTH = 18;
const REFERENCE_PATTERN = /^[A-Z0-9-]{1,18}$/;

/** 'WP1234-2': the order's reference and the attempt, so a retry never reuses a reference. */
export function makePaymentReference(orderId: number, attempt: number): string {
  if (
    !Number.isSafeInteger(orderId) ||
    orderId < 1 ||
    !Number.isSafeInteger(attempt) ||
    attempt < 1
  ) {
    throw new RangeError(`Payment reference needs positive integers, got ${orderId}, ${attempt}`);
  }
  const reference = `${orderPaymentReference(orderId)}-${attempt}`;
  if (reference.length > MAX_REFERENCE_LENGTH) {
    throw new RangeError(`Payment reference ${reference} is longer than ${MAX_REFERENCE_LENGTH}`);
  }
  return reference;
}

/** For references a caller made up (the admin test form): refused before anything is sent. */
export function assertReference(reference: string): void {
  if (!REFERENCE_PATTERN.test(reference)) {
    throw new PaymentProviderError(
      'rejected',
      `Payment reference must be 1 to ${MAX_REFERENCE_LENGTH} characters of A-Z, 0-9 and -`,
    );
  }
}

/** The checks both adapters make before a payment is created. */
export function assertPaymentInput(input: CreatePaymentInput): void {
  if (!Number.isSafeInteger(input.amountPence) || input.amountPence < 1) {
    throw new PaymentProviderError(
      'rejected',
      `Payment amount must be a whole number of pence above zero, got ${input.amountPence}`,
    );
  }
  assertReference(input.reference);
}

/** Payment ids are UUIDs; checking before one goes into a URL path keeps hints from steering us. */
export function isPaymentId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
