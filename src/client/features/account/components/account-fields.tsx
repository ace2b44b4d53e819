import type { UseFormRegisterReturn } from 'react-hook-form';

import { TextField } from '#client/components/ui/form-field.tsx';

interface BoundField {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The account's email: typed as an email address, never spell-checked. */
export function EmailField(field: BoundField) {
  return (
    <TextField {...field} label="Email" type="email" autoComplete="email" spellCheck={false} />
  );
}

/** The password the customer has now: to sign in, or to confirm it is them. */
export function CurrentPasswordField({
  label = 'Password',
  revealable,
  ...field
}: BoundField & { label?: string; revealable?: boolean }) {
  return (
    <TextField
      {...field}
      label={label}
      type="password"
      autoComplete="current-password"
      revealable={revealable}
    />
  );
}
