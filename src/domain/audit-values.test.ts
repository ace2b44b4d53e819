import { describe, expect, it } from 'vitest';
import { auditChanges, REDACTED, redactSecrets } from './audit-values.ts';

describe('auditChanges', () => {
  it('keeps only the fields that changed, with their old and new values', () => {
    expect(
      auditChanges(
        { firstName: 'Ann', lastName: 'Lee', vatRate: 5 },
        { firstName: 'Anne', lastName: 'Lee', vatRate: 20 },
      ),
    ).toEqual({
      before: { firstName: 'Ann', vatRate: 5 },
      after: { firstName: 'Anne', vatRate: 20 },
    });
  });

  it('answers null when nothing changed', () => {
    expect(
      auditChanges({ price: '289.00', enabled: true }, { price: '289.00', enabled: true }),
    ).toBe(null);
  });

  it('treats a missing old value as null and writes dates as ISO strings', () => {
    expect(auditChanges({}, { customPriceValidTo: new Date('2026-12-31T00:00:00.000Z') })).toEqual({
      before: { customPriceValidTo: null },
      after: { customPriceValidTo: '2026-12-31T00:00:00.000Z' },
    });
  });

  it('records that a password changed, never the password or its hash', () => {
    const changes = auditChanges(
      { passwordHash: 'scrypt$old' },
      { passwordHash: 'scrypt$new', password: 'correct horse' },
    );
    expect(changes).toEqual({
      before: { passwordHash: REDACTED, password: REDACTED },
      after: { passwordHash: REDACTED, password: REDACTED },
    });
    expect(JSON.stringify(changes)).not.toMatch(/scrypt|correct horse/);
  });
});

describe('redactSecrets', () => {
  it.each(['password', 'newPassword', 'reset_token', 'totpSecret', 'recoveryCodes', 'sid'])(
    'hides the value of %s',
    (field) => {
      expect(redactSecrets({ [field]: 'x' })).toEqual({ [field]: REDACTED });
    },
  );

  it('leaves ordinary fields as they are', () => {
    expect(
      redactSecrets({ email: 'a@example.com', status: 'confirmed', footprint: 'low' }),
    ).toEqual({ email: 'a@example.com', status: 'confirmed', footprint: 'low' });
  });
});
