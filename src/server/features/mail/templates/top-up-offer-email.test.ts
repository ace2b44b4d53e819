import { describe, expect, it } from 'vitest';
import { renderMessage } from './message.ts';
import { topUpOfferEmail } from './top-up-offer-email.ts';

const offer = {
  customerId: 42,
  email: 'grace@example.com',
  firstName: 'Grace',
  date: '2026-12-12',
  tonnes: 1.5,
  pricePerTonnePence: 25_000,
  expiresAt: new Date('2026-12-10T00:00:00Z'),
  acceptUrl: 'https://shop.test/top-up/abc123',
};

describe('topUpOfferEmail', () => {
  it('is marketing for one customer, naming the day, the tonnes, the price and the end', () => {
    const message = topUpOfferEmail(offer);
    expect(message).toMatchObject({
      customerId: 42,
      to: 'grace@example.com',
      subject: 'Top up your pellets on Saturday 12 December',
    });
    const { text, html } = renderMessage(message);
    expect(text).toContain('Dear Grace,');
    expect(text).toContain('1.5 tonnes');
    expect(text).toContain('£250.00 + VAT');
    expect(text).toContain('Thursday 10 December at 00:00');
    expect(text).toContain('https://shop.test/top-up/abc123');
    expect(html).toContain('href="https://shop.test/top-up/abc123"');
  });

  it('says one tonne in the singular', () => {
    const { text } = renderMessage(topUpOfferEmail({ ...offer, tonnes: 1 }));
    expect(text).toMatch(/Quantity:\s+1 tonne\n/);
  });

  it('keeps a name that looks like a link from becoming one', () => {
    const { text } = renderMessage(topUpOfferEmail({ ...offer, firstName: 'evil.example.com' }));
    expect(text).not.toContain('Dear evil.example.com,');
  });
});
