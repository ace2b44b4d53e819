import type { ComponentProps } from 'react';

import { TextField } from '#client/components/ui/form-field.tsx';

export const ADMIN_PASSWORD_REQUIRED = 'Enter the admin password';

type FieldProps = Pick<ComponentProps<typeof TextField>, 'id' | 'error' | 'registration'>;

/** The admin password, asked again before two-factor sign-in changes (a 'sudo' step). */
export function AdminPasswordField(props: FieldProps) {
  return (
    <TextField {...props} label="Admin password" type="password" autoComplete="current-password" />
  );
}
