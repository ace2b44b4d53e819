import { TextField } from '#client/components/ui/form-field.tsx';

export const ADMIN_PASSWORD_REQUIRED = 'Enter the admin password';

interface FieldProps {
  id: string;
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}

/** The admin password, asked again before two-factor sign-in changes (a 'sudo' step). */
export function AdminPasswordField({ onChange, ...props }: FieldProps) {
  return (
    <TextField
      {...props}
      onChange={(event) => onChange(event.target.value)}
      label="Admin password"
      name="password"
      type="password"
      autoComplete="current-password"
    />
  );
}
