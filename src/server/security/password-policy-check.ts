import type { FieldIssue } from '#shared/api-error';
import type * as PasswordPolicy from '#shared/password-policy';
import { AppError } from '#server/http/app-error';

// zxcvbn decompresses its word lists as its modules load, a good part of a second of a start
// that no request needs: the policy is loaded by the first password judged instead.
let loadingPolicy: Promise<typeof PasswordPolicy> | null = null;
const loadPolicy = () => (loadingPolicy ??= import('#shared/password-policy'));

/** A 400 saying why, on the `password` field, unless the policy accepts the password. */
export async function requireAcceptablePassword(
  password: string,
  owner: PasswordPolicy.PasswordOwner,
): Promise<void> {
  const { judgePassword } = await loadPolicy();
  const { refusal } = judgePassword(password, owner);
  if (!refusal) return;
  const details: FieldIssue[] = [{ path: 'password', message: refusal }];
  throw new AppError('validation', refusal, details);
}
