import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkDefanger } from './defang-links.ts';

const defangLinks = (text: string, keep?: readonly string[]) => linkDefanger(keep)(text);

/** What mail clients turn into links: a scheme (RFC 3986), or a name with a dot before letters. */
const LINKABLE =
  /[a-z][a-z0-9+.-]*:[/\\]{2}|[\p{L}\p{N}_][.\u3002\uFF0E\uFF61]\p{L}[\p{L}\p{N}_]/iu;

describe('linkDefanger', () => {
  it.each([
    ['https://evil.example/pay', 'https[:]//evil[.]example/pay'],
    ['HTTP://EVIL.EXAMPLE', 'HTTP[:]//EVIL[.]EXAMPLE'],
    ['pay now at evil.example/pay', 'pay now at evil[.]example/pay'],
    ['www.evil.co.uk', 'www[.]evil[.]co[.]uk'],
    ['write to pay@evil.example today', 'write to pay[@]evil[.]example today'],
    ['ftp://files.example', 'ftp[:]//files[.]example'],
    ['https:\\\\evil.example', 'https[:]\\\\evil[.]example'],
    ['evil\u3002example', 'evil[.]example'],
    ['evil\uFF0Eexample/pay', 'evil[.]example/pay'],
    ['xn--80ak6aa92e.xn--p1ai', 'xn--80ak6aa92e[.]xn--p1ai'],
    ['http://192.168.0.1/pay', 'http[:]//192[.]168[.]0[.]1/pay'],
    ['192.168.0.1:8080', '192[.]168[.]0[.]1:8080'],
    ['(see evil.example).', '(see evil[.]example).'],
    ['Mr.Smith', 'Mr[.]Smith'],
    [
      'Your card payment was declined.\nPay now at https://evil.example/pay',
      'Your card payment was declined.\nPay now at https[:]//evil[.]example/pay',
    ],
  ])('defangs %j', (text, expected) => {
    expect(defangLinks(text)).toBe(expected);
  });

  it.each([
    'Gate code 1234, ring the bell.',
    'Flat 2, 14 High Street',
    'e.g. by the garage, i.e. round the back',
    '3.5 tonnes at £289.00',
    'St. Albans',
    'Back-office IP 203.0.113.5',
    'Access after 8 a.m.',
    '',
  ])('leaves %j as it is', (text) => {
    expect(defangLinks(text)).toBe(text);
  });

  it('keeps the given addresses as written, only where they stand alone', () => {
    const keep = ['sales@northfieldpellets.co.uk', 'jane@example.com'];
    expect(defangLinks('Email sales@northfieldpellets.co.uk or JANE@example.com.', keep)).toBe(
      'Email sales@northfieldpellets.co.uk or JANE@example.com.',
    );
    expect(defangLinks('mary.jane@example.com', keep)).toBe('mary[.]jane[@]example[.]com');
    expect(defangLinks('jane@example.com.evil.example', keep)).toBe(
      'jane[@]example[.]com[.]evil[.]example',
    );
    expect(defangLinks('jane@example.com/pay', keep)).toBe('jane[@]example[.]com/pay');
    expect(defangLinks('visit evil.example', ['', '  '])).toBe('visit evil[.]example');
  });

  it('changes nothing more when applied again', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = defangLinks(text);
        expect(defangLinks(once)).toBe(once);
      }),
    );
  });

  it('leaves nothing a mail client would link, whatever was typed', () => {
    const linkish = fc.string({
      unit: fc.constantFrom(...'ab1.:/\\@-_ w\u3002\uFF0E'.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(linkish, (text) => {
        expect(defangLinks(text)).not.toMatch(LINKABLE);
      }),
      { numRuns: 2000 },
    );
  });
});
