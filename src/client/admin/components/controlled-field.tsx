import type { ComponentProps } from 'react';

import { FormField, fieldDescribedBy } from '#client/admin/components/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

interface ControlledFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A labelled input held in component state (outside react-hook-form), its error linked. */
export function ControlledField({
  id,
  label,
  value,
  onChange,
  error,
  ...inputProps
}: ControlledFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        {...inputProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error)}
      />
    </FormField>
  );
}
