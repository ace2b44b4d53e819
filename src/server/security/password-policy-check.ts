import type { FieldIssue } from '#shared/api-error';
import { judgePassword, type PasswordOwner } from '#shared/password-policy';
import { AppError } from '#server/http/app-error';

/** A 400 saying why, on the `password` field, unless the policy accepts the password. */
export function requireAcceptablePassword(password: string, owner: PasswordOwner): void {
  const { refusal } = judgePassword(password, owner);
  if (!refusal) return;
  const details: FieldIssue[] = [{ path: 'password', message: refusal }];
  throw new AppError('validation', refusal, details);
}
