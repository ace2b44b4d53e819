import { describe, expect, it } from 'vitest';
import { renderMessage } from './message.ts';
import { reorderReminderEmail, type ReorderReminderFacts } from './reorder-reminder-email.ts';

const facts: ReorderReminderFacts = {
  customerId: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  runsLowOn: '2026-12-14',
  usualTonnes: 6,
  delivery: { earliestDate: '2026-12-03', message: 'Earliest delivery: Thursday 3 December' },
  refillUrl: 'https://shop.test/?reorder=6&postcode=DN15+7AB',
};

describe('reorderReminderEmail', () => {
  it('names the run-low day, the earliest delivery and the refill link', () => {
    const message = reorderReminderEmail(facts);
    expect(message.customerId).toBe(7);
    const mail = renderMessage(message);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'Time to top up your pellet store?',
    });
    expect(mail.text).toContain('Dear Ada,');
    expect(mail.text).toContain('run low around Monday 14 December.');
    expect(mail.text).toContain('The earliest we can deliver to you is Thursday 3 December.');
    expect(mail.text).toContain('Order 6 tonnes again');
    expect(mail.text).toContain(facts.refillUrl);
    expect(mail.html).toContain('href="https://shop.test/?reorder=6&amp;postcode=DN15+7AB"');
  });

  it("passes on the price check's words when no day can be offered", () => {
    const mail = renderMessage(
      reorderReminderEmail({
        ...facts,
        delivery: { earliestDate: null, message: 'Call us to arrange a delivery.' },
      }),
    );
    expect(mail.text).toContain('Call us to arrange a delivery.');
    expect(mail.text).not.toContain('The earliest we can deliver');
  });
});
