import { FormField, fieldDescribedBy } from '#client/admin/components/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

export const APP_CODE_REQUIRED = 'Enter the 6-digit code the app shows';
export const WRONG_CODE = 'That code is not right. Please try again.';

/** The code the authenticator app shows, typed to turn two-factor sign-in on or off. */
export function AppCodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label="Code the app shows" error={error}>
      <Input
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
      />
    </FormField>
  );
}
