import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, ProfileUpdateSchema, RegisterRequestSchema } from './customers.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const registration = {
  email: ' Jane@Example.COM ',
  password: 'eight ch',
  confirmPassword: 'eight ch',
  firstName: ' Jane ',
  lastName: 'Smith',
  companyName: '',
  phone: ' ',
};

describe('RegisterRequestSchema', () => {
  it('normalises the email, trims names and drops blank optional fields', () => {
    expect(RegisterRequestSchema.parse(registration)).toEqual({
      email: 'jane@example.com',
      password: 'eight ch',
      confirmPassword: 'eight ch',
      firstName: 'Jane',
      lastName: 'Smith',
      companyName: undefined,
      phone: undefined,
    });
  });

  it('never trims a password and reports a mismatch beside other problems', () => {
    const result = RegisterRequestSchema.safeParse({
      ...registration,
      password: ' short ',
      confirmPassword: 'other',
      firstName: '',
    });
    expect(messages(result)).toEqual([
      'Password must be at least 8 characters',
      'First name is required',
      "Passwords don't match",
    ]);
  });
});

describe('LoginRequestSchema', () => {
  it.each([
    [{ email: 'x', password: 'p' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co' }, 'Password is required'],
  ])('%o -> %s', (input, message) => {
    expect(messages(LoginRequestSchema.safeParse(input))).toEqual([message]);
  });
});

describe('ProfileUpdateSchema', () => {
  it('clears blank, null and missing optional fields and upper-cases the postcode', () => {
    expect(
      ProfileUpdateSchema.parse({
        firstName: 'Jane',
        lastName: ' Smith ',
        companyName: '  ',
        phone: null,
        city: ' Hull ',
        postcode: 'hu1 1aa',
      }),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Smith',
      companyName: null,
      phone: null,
      addressLine1: null,
      addressLine2: null,
      city: 'Hull',
      postcode: 'HU1 1AA',
    });
  });

  it.each(['email', 'customPrice', 'customPriceNote', 'customPriceValidTo', 'vatRate', 'id'])(
    'rejects %s',
    (key) => {
      const result = ProfileUpdateSchema.safeParse({ firstName: 'J', lastName: 'S', [key]: 1 });
      expect(result.success).toBe(false);
    },
  );

  it('needs both names after trimming', () => {
    expect(messages(ProfileUpdateSchema.safeParse({ firstName: ' ', lastName: 'S' }))).toEqual([
      'First name and last name are required',
    ]);
  });
});
