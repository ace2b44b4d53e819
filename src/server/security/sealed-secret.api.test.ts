import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealingKey, sealSecret } from './sealed-secret.ts';

const key = sealingKey('a secrets key of at least thirty-two characters');
const SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const HERE = 'admin_account:1:totp_secret';

describe('sealed secrets', () => {
  it('opens what it sealed, and the sealed form holds nothing of the plaintext', () => {
    const sealed = sealSecret(key, SEED, HERE);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(SEED);
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(SEED)).toBe(false);
    expect(openSecret(key, sealed, HERE)).toBe(SEED);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(sealSecret(key, SEED, HERE)).not.toBe(sealSecret(key, SEED, HERE));
  });

  it('refuses another key, another place, an altered value and a plain one', () => {
    const sealed = sealSecret(key, SEED, HERE);
    const other = sealingKey('another secrets key, also thirty-two characters');
    expect(openSecret(other, sealed, HERE)).toBeNull();
    expect(openSecret(key, sealed, 'admin_account:1:totp_pending_secret')).toBeNull();
    const [version, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flipped = (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(openSecret(key, [version, iv, tag, flipped].join(':'), HERE)).toBeNull();
    expect(openSecret(key, [version, iv, tag.slice(2), body].join(':'), HERE)).toBeNull();
    expect(openSecret(key, SEED, HERE)).toBeNull();
    expect(openSecret(key, 'v1:::', HERE)).toBeNull();
  });
});
