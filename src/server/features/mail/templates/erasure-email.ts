import type { ErasureReport } from '#shared/schemas/data-requests';
import { formatDeliveryDate } from '#shared/delivery-format';
import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from '#server/db/email-document';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

export interface ErasureEmailFacts {
  email: string;
  /** The account holder's name; null for a guest, whose name is on orders only. */
  name: string | null;
  report: ErasureReport;
  /** The day of the erasure, YYYY-MM-DD. */
  erasedOn: string;
  invoicedOrderYears: number;
  auditMonths: number;
}

const orderList = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * What an erasure removed and what the shop keeps, and until when (UK GDPR article 17 and
 * HMRC's six years). Sent once, to the address just erased, so the person has it in writing.
 */
export function erasureEmail(facts: ErasureEmailFacts): OutboxMessage {
  const { report } = facts;
  const title = report.accountDeleted
    ? 'Your account has been deleted'
    : 'Your personal data has been erased';
  const erased = [
    ...(report.accountDeleted
      ? [
          'Your account: your name, email address, phone number, saved address, password and any price agreed with you.',
          'Your sign-in sessions, password reset links and your choices about offers and reminders.',
        ]
      : []),
    ...(report.ordersErased.length > 0
      ? [
          `Your name, contact details, addresses and delivery notes on ${plural(report.ordersErased.length, 'order', 'orders')} ${orderList(report.ordersErased)}.`,
        ]
      : []),
    'The emails we sent you and the messages you sent us through the website.',
  ];
  const kept = [
    ...report.ordersKept.map(
      ({ orderId, documents, keptUntil }) =>
        `Order #${orderId}: the name, company and invoice address printed on ${plural(documents.length, 'its invoice', 'its invoices and credit notes')} (${documents.join(', ')}) until ${formatDeliveryDate(keptUntil)}, because HMRC requires VAT records to be kept for ${facts.invoicedOrderYears} years. Your email address, phone number and delivery notes on it are erased now.`,
    ),
    'The quantities, prices, dates and delivery areas of your orders, with nothing that identifies you, for our accounts.',
    `Records of sign-ins and changes, kept for security for ${facts.auditMonths} months and then deleted.`,
  ];
  const doc: EmailDocument = {
    title,
    preheader: `What we erased on ${formatDeliveryDate(facts.erasedOn)} and what we keep.`,
    blocks: [
      { kind: 'heading', text: title },
      { kind: 'paragraph', text: facts.name ? `Dear ${facts.name},` : 'Hello,' },
      {
        kind: 'paragraph',
        text: `As asked, on ${formatDeliveryDate(facts.erasedOn)} we erased the personal data ${site.tradingName} held about ${facts.email}.`,
      },
      { kind: 'steps', title: 'What we erased', items: erased },
      { kind: 'steps', title: 'What we keep, and until when', items: kept },
      {
        kind: 'paragraph',
        text: report.accountDeleted
          ? `You are signed out everywhere. You can register again with this email address at any time; it will be a new account.`
          : `You can order from us again at any time.`,
      },
      {
        kind: 'paragraph',
        text: `Questions about your data? Email ${site.email} or call ${site.phone.display}.`,
        muted: true,
      },
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, { to: facts.email, replyTo: site.email, subject: title });
}
