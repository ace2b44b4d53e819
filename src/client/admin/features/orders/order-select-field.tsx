import { Controller, type Control } from 'react-hook-form';

import { FormField, fieldDescribedBy } from '#client/components/ui/form-field.tsx';
import type { OrderFormInput } from '#client/admin/features/orders/order-form-schema.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

type SelectName = 'region' | 'status' | 'vatRate';

interface OrderSelectFieldProps {
  control: Control<OrderFormInput>;
  name: SelectName;
  id: string;
  label: string;
  options: readonly string[];
  /** What each option reads as, when not its value. */
  labels?: Readonly<Record<string, string>>;
  error?: string | undefined;
}

/** A labelled dropdown of the edit-order form. */
export function OrderSelectField({
  control,
  name,
  id,
  label,
  options,
  labels,
  error,
}: OrderSelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} name={field.name}>
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldDescribedBy(id, { error })}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {labels?.[option] ?? option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
