import { describe, expect, it } from 'vitest';
import { erasureEmail, type ErasureEmailFacts } from './erasure-email.ts';
import { renderMessage } from './message.ts';

const facts: ErasureEmailFacts = {
  email: 'ada@example.com',
  name: 'Ada Erase',
  report: {
    accountDeleted: true,
    ordersErased: [4, 7],
    ordersKept: [{ orderId: 9, documents: ['000012', '000013'], keptUntil: '2032-11-27' }],
    contactMessagesDeleted: 1,
  },
  erasedOn: '2026-11-27',
  invoicedOrderYears: 6,
  auditMonths: 24,
};

describe('erasureEmail', () => {
  it('says what went, what is kept and until when', () => {
    const mail = renderMessage(erasureEmail(facts));
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Your account has been deleted' });
    expect(mail.text).toContain('Dear Ada Erase,');
    expect(mail.text).toContain('on Friday 27 November 2026 we erased');
    expect(mail.text).toContain('addresses and delivery notes on orders #4, #7.');
    expect(mail.text).toContain(
      'Order #9: the name, company and invoice address printed on its invoices and credit notes (000012, 000013) until Saturday 27 November 2032, because HMRC requires VAT records to be kept for 6 years.',
    );
    expect(mail.text).toContain('kept for security for 24 months');
    expect(mail.text).toContain('register again with this email address');
  });

  it('greets a guest without a name and speaks of data, not an account', () => {
    const mail = renderMessage(
      erasureEmail({
        ...facts,
        name: null,
        report: { ...facts.report, accountDeleted: false, ordersKept: [] },
      }),
    );
    expect(mail.subject).toBe('Your personal data has been erased');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Your account:');
    expect(mail.text).not.toContain('HMRC');
  });
});
