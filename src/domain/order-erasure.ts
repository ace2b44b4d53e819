// What of an order identifies a person, and what the books keep once that is erased.
import { parsePostcode } from './postcode.ts';

/** What an erased required field reads. */
export const ERASED = 'Erased';

/** Fields that name, reach or locate a person: erased. */
export const ORDER_PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'billingAddressLine1',
  'billingAddressLine2',
  'billingCity',
  'billingPostcode',
  'deliveryAccessNotes',
  'deliveryFailureReason',
  'deliveryEarlyReason',
] as const;
export type OrderPersonalField = (typeof ORDER_PERSONAL_FIELDS)[number];

/** Fields the accounts need (HMRC, the VAT summary, sales by region): kept as they are. */
export const ORDER_BOOK_FIELDS = [
  'id',
  'region',
  'quantity',
  'unitPrice',
  'vatRate',
  'vatAmount',
  'totalPrice',
  'status',
  'paymentStatus',
  'createdAt',
  'deliveryStatus',
  'deliveryDate',
  'deliverySlot',
  'deliveryForm',
  'amountReceived',
  'amountRefunded',
  'amountWrittenOff',
  'ledgerMethods',
  'invoiceNumbers',
] as const;

type Required = 'firstName' | 'lastName' | 'email' | 'phone' | 'addressLine1' | 'city' | 'postcode';
/** Required fields read the marker (or the postcode's area); optional ones are emptied. */
export type ErasedOrderFields = Record<Required, string> &
  Record<Exclude<OrderPersonalField, Required>, null>;

/**
 * The values that replace an order's personal fields. Required fields read 'Erased'; optional
 * ones become empty. The postcode keeps only its area ('DN'), as coarse as the region already
 * is, so the sales by area still add up; a postcode that does not parse keeps nothing.
 */
export function erasedOrderFields(order: { postcode: string }): ErasedOrderFields {
  return {
    firstName: ERASED,
    lastName: ERASED,
    companyName: null,
    email: ERASED,
    phone: ERASED,
    addressLine1: ERASED,
    addressLine2: null,
    city: ERASED,
    postcode: parsePostcode(order.postcode)?.area ?? ERASED,
    billingAddressLine1: null,
    billingAddressLine2: null,
    billingCity: null,
    billingPostcode: null,
    deliveryAccessNotes: null,
    deliveryFailureReason: null,
    deliveryEarlyReason: null,
  };
}

/** An order history entry about this field may quote a personal value. */
export const isPersonalHistoryField = (field: string | null): boolean =>
  field !== null &&
  ((ORDER_PERSONAL_FIELDS as readonly string[]).includes(field) || field === 'recipient');

/** The invoice's customer block once its retention has passed. */
export const ERASED_INVOICE_PARTY = { name: ERASED, company: null, addressLines: [] as string[] };
