import { FormField, fieldDescribedBy } from '#client/admin/components/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

export const ADMIN_PASSWORD_REQUIRED = 'Enter the admin password';

/** The admin password, asked again before two-factor sign-in changes (a 'sudo' step). */
export function AdminPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label="Admin password" error={error}>
      <Input
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
      />
    </FormField>
  );
}
