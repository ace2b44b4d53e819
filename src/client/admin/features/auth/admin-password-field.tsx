import type { ComponentProps } from 'react';

import { TextField } from '#client/components/ui/form-field.tsx';

export const ADMIN_PASSWORD_REQUIRED = 'Enter the admin password';

/** A form's field (`registration`), or `value` and `onChange` as any input takes them. */
type FieldProps = Pick<
  ComponentProps<typeof TextField>,
  'id' | 'error' | 'registration' | 'value' | 'onChange'
>;

/** The admin password, asked again before two-factor sign-in changes (a 'sudo' step). */
export function AdminPasswordField(props: FieldProps) {
  return (
    <TextField
      name="password"
      {...props}
      label="Admin password"
      type="password"
      autoComplete="current-password"
    />
  );
}
