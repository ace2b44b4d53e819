import { describe, expect, it } from 'vitest';
import { createInvoiceLinks } from './invoice-links.ts';

const links = createInvoiceLinks(
  'a session secret of at least 32 characters!',
  'https://shop.test',
);

describe('invoice download links', () => {
  it('name the invoice they were made for', () => {
    expect(links.verify(links.token(42))).toBe(42);
    expect(links.url(42)).toBe(`https://shop.test/invoices/${links.token(42)}.pdf`);
  });

  it('cannot be moved to another invoice or forged', () => {
    const signature = links.token(42).slice(3);
    expect(links.verify(`43-${signature}`)).toBeNull();
    expect(links.verify(`42-${'A'.repeat(signature.length)}`)).toBeNull();
    expect(links.verify('42')).toBeNull();
    expect(links.verify('-abc')).toBeNull();
  });

  it('differ with the secret', () => {
    const other = createInvoiceLinks(
      'another secret of at least 32 characters!!',
      'https://shop.test',
    );
    expect(other.verify(links.token(42))).toBeNull();
  });
});
