import { describe, expect, it } from 'vitest';

import {
  LoginFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
} from '#client/features/account/account-forms.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('LoginFormSchema', () => {
  it('gives the spec messages for an empty form', () => {
    expect(messages(LoginFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Please enter a valid email address',
      'Password is required',
    ]);
  });
});

describe('RegisterFormSchema', () => {
  const valid = {
    email: 'Ada@Example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: '',
    phone: '',
    password: 'correct-horse',
    confirmPassword: 'correct-horse',
    answer: ' 7 ',
  };

  it('gives every spec message for an empty form at once', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(messages(RegisterFormSchema.safeParse(empty))).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'First name is required',
      'Last name is required',
      'Please solve the math challenge',
    ]);
  });

  it('needs the two passwords to match', () => {
    const result = RegisterFormSchema.safeParse({ ...valid, confirmPassword: 'different' });
    expect(messages(result)).toEqual(["Passwords don't match"]);
  });

  it('accepts a valid form, companyName and phone being optional', () => {
    const result = RegisterFormSchema.parse(valid);
    expect(result).toMatchObject({ email: 'ada@example.com', answer: '7' });
    expect(result.companyName).toBeUndefined();
  });
});

describe('ResetPasswordFormSchema', () => {
  it('needs both passwords of 8 characters or more, and the same', () => {
    expect(
      messages(ResetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: '' })),
    ).toEqual([
      'Password must be at least 8 characters',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]);
    expect(
      ResetPasswordFormSchema.safeParse({ password: 'long enough', confirmPassword: 'long enough' })
        .success,
    ).toBe(true);
  });
});
