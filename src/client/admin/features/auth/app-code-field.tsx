import { TextField } from '#client/components/ui/form-field.tsx';

export const APP_CODE_REQUIRED = 'Enter the 6-digit code the app shows';
export const WRONG_CODE = 'That code is not right. Please try again.';

interface FieldProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}

/** The code the authenticator app shows, typed to turn two-factor sign-in on or off. */
export function AppCodeField({ onChange, ...props }: FieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => onChange(event.target.value)}
      label="Code the app shows"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
