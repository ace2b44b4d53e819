import { describe, expect, it } from 'vitest';
import { createInvoiceLinks } from './invoice-links.ts';

const links = createInvoiceLinks(
  'a session secret of at least 32 characters!',
  'https://shop.test',
);

describe('invoice download links', () => {
  it('name the invoice they were made for', () => {
    expect(links.invoiceId(links.token(42))).toBe(42);
    expect(links.signedFor(links.token(42), 0)).toBe(0);
    expect(links.url(42)).toBe(`https://shop.test/invoices/${links.token(42)}.pdf`);
  });

  it('cannot be moved to another invoice or forged', () => {
    const signature = links.token(42).slice(3);
    expect(links.signedFor(`43-${signature}`, 0)).toBeNull();
    expect(links.signedFor(`42-${'A'.repeat(signature.length)}`, 3)).toBeNull();
    expect(links.signedFor('42', 0)).toBeNull();
    expect(links.signedFor('-abc', 0)).toBeNull();
    expect(links.invoiceId('-abc')).toBeNull();
  });

  it("say which of the order's link versions they were made under", () => {
    const revoked = links.token(42, 1);
    expect(revoked).not.toBe(links.token(42, 2));
    expect(links.signedFor(revoked, 2)).toBe(1);
    expect(links.signedFor(links.token(42, 2), 2)).toBe(2);
    // A version the order has not reached is never accepted.
    expect(links.signedFor(links.token(42, 3), 2)).toBeNull();
  });

  it('differ with the secret', () => {
    const other = createInvoiceLinks(
      'another secret of at least 32 characters!!',
      'https://shop.test',
    );
    expect(other.signedFor(links.token(42), 0)).toBeNull();
  });
});
