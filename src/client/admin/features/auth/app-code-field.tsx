import type { ComponentProps } from 'react';

import { TextField } from '#client/components/ui/form-field.tsx';

export const APP_CODE_REQUIRED = 'Enter the 6-digit code the app shows';
export const WRONG_CODE = 'That code is not right. Please try again.';

/** A form's field (`registration`), or `value` and `onChange` as any input takes them. */
type FieldProps = Pick<
  ComponentProps<typeof TextField>,
  'id' | 'error' | 'registration' | 'value' | 'onChange'
>;

/** The code the authenticator app shows, typed to turn two-factor sign-in on or off. */
export function AppCodeField(props: FieldProps) {
  return (
    <TextField
      name="code"
      {...props}
      label="Code the app shows"
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
