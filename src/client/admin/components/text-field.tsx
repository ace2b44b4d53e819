import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FormField, fieldDescribedBy } from '#client/admin/components/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled input of a react-hook-form form, with its hint and error linked to it. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  optional,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <Input
        id={id}
        {...registration}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
      />
    </FormField>
  );
}
