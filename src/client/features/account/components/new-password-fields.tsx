import type { UseFormRegisterReturn } from 'react-hook-form';

import type { PasswordOwner } from '#shared/password-policy';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { PasswordStrength } from '#client/components/password-strength.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** The ids of the new password's field and of its confirmation's. */
  ids: readonly [string, string];
  confirmLabel: string;
  /** What is typed so far, for the strength hint. */
  password: string;
  /** Whose password it is, so the hint can say when it is made of their name or email. */
  owner?: PasswordOwner;
  field: (name: NewPasswordField) => { registration: UseFormRegisterReturn; error?: string };
}

/** A new password, with its strength as the hint, then the same typed again (reset and change). */
export function NewPasswordFields({
  ids: [passwordId, confirmId],
  confirmLabel,
  password,
  owner,
  field,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        {...field('password')}
        id={passwordId}
        label="New Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint={
          <PasswordStrength
            password={password}
            owner={owner}
            fallback={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
        }
      />
      <TextField
        {...field('confirmPassword')}
        id={confirmId}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        revealable
      />
    </>
  );
}
