import { describe, expect, it } from 'vitest';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const links = createUnsubscribeLinks(SECRET, 'https://shop.example');

describe('unsubscribe links', () => {
  it('names the customer it was made for', () => {
    expect(links.verify(links.token(42))).toBe(42);
    expect(links.url(42)).toBe(`https://shop.example/unsubscribe/${links.token(42)}`);
  });

  it('is the same link every time, so an old email keeps working', () => {
    expect(createUnsubscribeLinks(SECRET, 'https://shop.example').token(7)).toBe(links.token(7));
  });

  it.each([
    ['another customer id on the same signature', () => links.token(42).replace(/^42/, '43')],
    ['a changed signature', () => `${links.token(42).slice(0, -1)}A`],
    ['a cut signature', () => links.token(42).slice(0, -4)],
    ['no signature', () => '42-'],
    ['no id', () => `-${links.token(42).split('-')[1]}`],
    ['junk', () => 'not-a-token'],
    ['a negative id', () => links.token(42).replace(/^42/, '-42')],
  ])('refuses %s', (_name, token) => {
    expect(links.verify(token())).toBeNull();
  });

  it('refuses a link signed with another secret', () => {
    const other = createUnsubscribeLinks(`${SECRET}-other`, 'https://shop.example');
    expect(links.verify(other.token(42))).toBeNull();
  });
});
