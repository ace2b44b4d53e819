import { describe, expect, it } from 'vitest';
import { securityTxt } from './security-txt.ts';

describe('security.txt', () => {
  it('names the contact and expires a year ahead', () => {
    expect(
      securityTxt({
        contactEmail: 'sales@example.co.uk',
        canonicalUrl: 'https://shop.example/.well-known/security.txt',
        now: new Date('2026-11-24T15:30:00.250Z'),
      }),
    ).toBe(
      [
        'Contact: mailto:sales@example.co.uk',
        'Expires: 2027-11-24T15:30:00Z',
        'Preferred-Languages: en',
        'Canonical: https://shop.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});
