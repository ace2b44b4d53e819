import type { PersonalDataExport } from '#domain/personal-data-export';
import type { DataRequestSummary } from '#shared/schemas/data-requests';
import { exportRecordCount } from '#domain/personal-data-export';

/** What the back office's look-up shows: the export in brief, without addresses or messages. */
export function toSummary(data: PersonalDataExport): DataRequestSummary {
  const { profile } = data;
  return {
    email: data.email,
    account:
      profile?.source === 'account' && profile.accountCreatedAt
        ? {
            id: profile.accountId,
            name: `${profile.firstName} ${profile.lastName}`.trim(),
            companyName: profile.companyName,
            createdAt: profile.accountCreatedAt,
          }
        : null,
    orders: data.orders.map((order) => ({
      id: order.id,
      placedAt: order.placedAt,
      linkedToAccount: order.linkedToAccount,
      status: order.status,
      totalPrice: order.totalPrice,
      documents: order.documents.map((doc) => doc.number),
      payments: order.payments.length,
    })),
    emails: data.emails.map((email) => ({
      subject: email.subject,
      orderId: email.orderId,
      status: email.status,
      queuedAt: email.queuedAt,
    })),
    contactMessages: data.contactMessages.map((message) => ({
      subject: message.subject,
      sentAt: message.sentAt,
    })),
    signIns: data.signIns.length,
    records: exportRecordCount(data),
  };
}
