import type { ComponentProps } from 'react';

import { TextField } from '#client/components/ui/form-field.tsx';

export const APP_CODE_REQUIRED = 'Enter the 6-digit code the app shows';
export const WRONG_CODE = 'That code is not right. Please try again.';

type FieldProps = Pick<ComponentProps<typeof TextField>, 'id' | 'error' | 'registration'>;

/** The code the authenticator app shows, typed to turn two-factor sign-in on or off. */
export function AppCodeField(props: FieldProps) {
  return (
    <TextField
      {...props}
      label="Code the app shows"
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
