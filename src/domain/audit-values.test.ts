import { describe, expect, it } from 'vitest';
import { auditChanges, PERSONAL_DATA, REDACTED, redactForAudit } from './audit-values.ts';

describe('auditChanges', () => {
  it('keeps only the fields that changed, with their old and new values', () => {
    expect(
      auditChanges(
        { customPrice: '289.00', customPriceNote: 'Trade', vatRate: 5 },
        { customPrice: '279.00', customPriceNote: 'Trade', vatRate: 20 },
      ),
    ).toEqual({
      before: { customPrice: '289.00', vatRate: 5 },
      after: { customPrice: '279.00', vatRate: 20 },
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
    const logged = changes && {
      before: redactForAudit(changes.before),
      after: redactForAudit(changes.after),
    };
    expect(logged).toEqual({
      before: { passwordHash: REDACTED, password: REDACTED },
      after: { passwordHash: REDACTED, password: REDACTED },
    });
    expect(JSON.stringify(logged)).not.toMatch(/scrypt|correct horse/);
  });
});

describe('redactForAudit', () => {
  it.each(['password', 'newPassword', 'reset_token', 'totpSecret', 'recoveryCodes', 'sid'])(
    'hides the value of %s',
    (field) => {
      expect(redactForAudit({ [field]: 'x' })).toEqual({ [field]: REDACTED });
    },
  );

  it('keeps no personal detail, only that it was given', () => {
    const values = {
      email: 'vic@example.com',
      firstName: 'Vic',
      lastName: 'Tim',
      phone: '07700 900123',
      addressLine1: '1 High Street',
      addressLine2: null,
      postcode: 'YO1 7HH',
      recipient: 'vic@example.com',
      subject: 'New order #1 - Vic Tim - 2 tonnes, York',
    };
    expect(redactForAudit(values)).toEqual({
      email: PERSONAL_DATA,
      firstName: PERSONAL_DATA,
      lastName: PERSONAL_DATA,
      phone: PERSONAL_DATA,
      addressLine1: PERSONAL_DATA,
      addressLine2: null,
      postcode: PERSONAL_DATA,
      recipient: PERSONAL_DATA,
      subject: PERSONAL_DATA,
    });
  });

  it('records that a personal detail changed, never from what or to what', () => {
    const changes = auditChanges({ phone: '07700 900123' }, { phone: '07700 900456' });
    expect(changes && redactForAudit(changes.before)).toEqual({ phone: PERSONAL_DATA });
    expect(changes && redactForAudit(changes.after)).toEqual({ phone: PERSONAL_DATA });
  });

  it('leaves ordinary fields as they are', () => {
    expect(
      redactForAudit({ customerId: 7, status: 'confirmed', footprint: 'low', region: 'York' }),
    ).toEqual({ customerId: 7, status: 'confirmed', footprint: 'low', region: 'York' });
  });
});
