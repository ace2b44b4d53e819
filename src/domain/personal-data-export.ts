import { formatInvoiceNumber, type InvoiceKind } from './invoice.ts';
import { parsePounds, penceToPounds, type Pence } from './money.ts';

// A person's data as the shop holds it (UK GDPR articles 15 and 20), built from plain rows.
// The format is described field by field in docs/personal-data-export.md; a change to what a
// field means or holds is a new version of PERSONAL_DATA_FORMAT, never a silent edit.

export const PERSONAL_DATA_FORMAT = 'pellets-personal-data/1';

/** The account, as the customers table holds it. */
export interface AccountRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postcode: string | null;
  /** Pounds per tonne, as the database gives numeric(10,2). */
  customPrice: string | null;
  customPriceNote: string | null;
  customPriceValidTo: Date | null;
  vatRate: number;
  createdAt: Date;
  updatedAt: Date;
  /** When the owner opened the email verification link; null until then. */
  emailVerifiedAt: Date | null;
}

export interface OrderDataRow {
  id: number;
  customerId: number | null;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  paymentStatus: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postcode: string;
  billingAddressLine1: string | null;
  billingAddressLine2: string | null;
  billingCity: string | null;
  billingPostcode: string | null;
  region: string;
  /** Tonnes, numeric(5,1). */
  quantity: string;
  unitPrice: string;
  vatRate: number;
  vatAmount: string;
  totalPrice: string;
  amountReceived: string;
  amountRefunded: string;
  deliveryForm: string | null;
  deliveryLorryLimit: string | null;
  deliveryHoseMetres: number | null;
  /** Calendar dates, YYYY-MM-DD. */
  deliveryEarliestDate: string | null;
  deliveryAccessNotes: string | null;
  deliveryStatus: string;
  deliveryDate: string | null;
  deliverySlot: string | null;
}

export interface DocumentDataRow {
  orderId: number;
  kind: InvoiceKind;
  number: number;
  issuedAt: Date;
  totalPence: Pence;
  /** The invoice a credit note corrects. */
  creditsNumber: number | null;
}

export interface PaymentDataRow {
  orderId: number;
  kind: string;
  method: string;
  amount: string;
  /** The UK day the money moved, YYYY-MM-DD. */
  movedOn: string;
  reference: string | null;
  createdAt: Date;
}

export interface SignInDataRow {
  at: Date;
  /** The audit action, e.g. customer.signed_in. */
  action: string;
  ip: string | null;
}

export interface EmailDataRow {
  subject: string;
  orderId: number | null;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** One recorded choice about offers and reminders by email, with the words shown then. */
export interface ConsentDataRow {
  granted: boolean;
  wording: string;
  /** Where it was made: register, checkout, account, unsubscribe-link. */
  source: string;
  at: Date;
}

/** A reorder reminder sent, and the order whose pellets it expected to run low. */
export interface ReminderDataRow {
  orderId: number;
  sentAt: Date;
}

export interface ContactDataRow {
  sentAt: Date;
  name: string;
  subject: string;
  message: string;
}

/** Everything read about one person, in one read transaction. */
export interface PersonalDataRows {
  /** The address the data was gathered for. */
  email: string;
  account: AccountRow | null;
  orders: OrderDataRow[];
  documents: DocumentDataRow[];
  payments: PaymentDataRow[];
  signIns: SignInDataRow[];
  emails: EmailDataRow[];
  contactMessages: ContactDataRow[];
  consents: ConsentDataRow[];
  reorderReminders: ReminderDataRow[];
}

/** Who holds the data: the business's name and the address to ask it questions at. */
export interface DataController {
  name: string;
  company: string;
  email: string;
}

const money = (pounds: string): string => penceToPounds(parsePounds(pounds));
const iso = (at: Date): string => at.toISOString();
const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);
/** numeric(5,1) as "2.0": one decimal whatever the driver gave. */
const tonnes = (quantity: string): string => Number(quantity).toFixed(1);

const SIGN_IN_EVENTS: Record<string, string> = {
  'customer.signed_in': 'signed_in',
  'customer.signed_out': 'signed_out',
  'customer.sign_in_failed': 'sign_in_failed',
  'customer.locked_out': 'locked_out',
};
/** The audit actions that make up a person's sign-in history. */
export const SIGN_IN_ACTIONS = Object.keys(SIGN_IN_EVENTS);

function profileOf(rows: PersonalDataRows) {
  const { account } = rows;
  if (account) {
    return {
      source: 'account' as const,
      accountId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      companyName: account.companyName,
      email: account.email,
      phone: account.phone,
      address:
        account.addressLine1 || account.city || account.postcode
          ? {
              line1: account.addressLine1,
              line2: account.addressLine2,
              city: account.city,
              postcode: account.postcode,
            }
          : null,
      vatRate: account.vatRate,
      customPrice: account.customPrice
        ? {
            perTonne: money(account.customPrice),
            note: account.customPriceNote,
            validTo: isoOrNull(account.customPriceValidTo),
          }
        : null,
      accountCreatedAt: iso(account.createdAt),
      accountUpdatedAt: iso(account.updatedAt),
      emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
    };
  }
  // A guest has no account: the contact details they gave on their latest order stand in.
  const latest = [...rows.orders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!latest) return null;
  return {
    source: 'latest_order' as const,
    accountId: null,
    firstName: latest.firstName,
    lastName: latest.lastName,
    companyName: latest.companyName,
    email: latest.email,
    phone: latest.phone,
    address: {
      line1: latest.addressLine1,
      line2: latest.addressLine2,
      city: latest.city,
      postcode: latest.postcode,
    },
    vatRate: null,
    customPrice: null,
    accountCreatedAt: null,
    accountUpdatedAt: null,
    emailVerifiedAt: null,
  };
}

function orderOf(order: OrderDataRow, rows: PersonalDataRows) {
  const billing =
    order.billingAddressLine1 || order.billingCity || order.billingPostcode
      ? {
          line1: order.billingAddressLine1,
          line2: order.billingAddressLine2,
          city: order.billingCity,
          postcode: order.billingPostcode,
        }
      : null;
  return {
    id: order.id,
    placedAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    linkedToAccount: order.customerId !== null,
    status: order.status,
    paymentStatus: order.paymentStatus,
    contact: {
      firstName: order.firstName,
      lastName: order.lastName,
      companyName: order.companyName,
      email: order.email,
      phone: order.phone,
    },
    deliveryAddress: {
      line1: order.addressLine1,
      line2: order.addressLine2,
      city: order.city,
      postcode: order.postcode,
    },
    billingAddress: billing,
    region: order.region,
    quantityTonnes: tonnes(order.quantity),
    unitPrice: money(order.unitPrice),
    vatRate: order.vatRate,
    vatAmount: money(order.vatAmount),
    totalPrice: money(order.totalPrice),
    amountReceived: money(order.amountReceived),
    amountRefunded: money(order.amountRefunded),
    delivery: {
      status: order.deliveryStatus,
      form: order.deliveryForm,
      lorryLimit: order.deliveryLorryLimit,
      hoseMetres: order.deliveryHoseMetres,
      earliestDate: order.deliveryEarliestDate,
      accessNotes: order.deliveryAccessNotes,
      date: order.deliveryDate,
      slot: order.deliverySlot,
    },
    documents: rows.documents
      .filter((doc) => doc.orderId === order.id)
      .sort((a, b) => a.number - b.number)
      .map((doc) => ({
        kind: doc.kind,
        number: formatInvoiceNumber(doc.number),
        issuedAt: iso(doc.issuedAt),
        total: penceToPounds(doc.totalPence),
        credits: doc.creditsNumber === null ? null : formatInvoiceNumber(doc.creditsNumber),
      })),
    payments: rows.payments
      .filter((payment) => payment.orderId === order.id)
      .map((payment) => ({
        kind: payment.kind,
        method: payment.method,
        amount: money(payment.amount),
        date: payment.movedOn,
        reference: payment.reference,
        recordedAt: iso(payment.createdAt),
      })),
  };
}

/**
 * The export of one person's data: their profile (the account, or for a guest the latest
 * order's contact details, or null when nothing is held), orders newest first with their
 * invoices and payments, sign-in history, emails sent to them and their contact messages.
 */
export function buildPersonalDataExport(
  rows: PersonalDataRows,
  context: { exportedAt: Date; controller: DataController },
) {
  const newestFirst = <T>(items: T[], at: (item: T) => Date) =>
    [...items].sort((a, b) => at(b).getTime() - at(a).getTime());
  return {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: iso(context.exportedAt),
    controller: context.controller,
    email: rows.email,
    profile: profileOf(rows),
    orders: newestFirst(rows.orders, (order) => order.createdAt).map((order) =>
      orderOf(order, rows),
    ),
    signIns: newestFirst(rows.signIns, (entry) => entry.at).map((entry) => ({
      at: iso(entry.at),
      event: SIGN_IN_EVENTS[entry.action] ?? entry.action,
      ip: entry.ip,
    })),
    emails: newestFirst(rows.emails, (email) => email.createdAt).map((email) => ({
      subject: email.subject,
      orderId: email.orderId,
      status: email.status,
      queuedAt: iso(email.createdAt),
      sentAt: isoOrNull(email.sentAt),
    })),
    contactMessages: newestFirst(rows.contactMessages, (message) => message.sentAt).map(
      (message) => ({
        sentAt: iso(message.sentAt),
        name: message.name,
        subject: message.subject,
        message: message.message,
      }),
    ),
    consents: newestFirst(rows.consents, (consent) => consent.at).map((consent) => ({
      at: iso(consent.at),
      granted: consent.granted,
      source: consent.source,
      wording: consent.wording,
    })),
    reorderReminders: newestFirst(rows.reorderReminders, (reminder) => reminder.sentAt).map(
      (reminder) => ({ sentAt: iso(reminder.sentAt), orderId: reminder.orderId }),
    ),
  };
}

export type PersonalDataExport = ReturnType<typeof buildPersonalDataExport>;

/** How many records an export holds, for audit entries that must not hold the data itself. */
export function exportRecordCount(data: PersonalDataExport): number {
  const perOrder = data.orders.reduce(
    (sum, order) => sum + 1 + order.documents.length + order.payments.length,
    0,
  );
  return (
    (data.profile?.source === 'account' ? 1 : 0) +
    perOrder +
    data.signIns.length +
    data.emails.length +
    data.contactMessages.length +
    data.consents.length +
    data.reorderReminders.length
  );
}

/** The download's name, e.g. northfield-wood-pellets-my-data-2026-11-27.json. */
export function personalDataFileName(shopName: string, ukDay: string): string {
  const slug = shopName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-my-data-${ukDay}.json`;
}
