import { Controller, type FieldValues } from 'react-hook-form';

import {
  FormField,
  fieldControlProps,
  type FieldMarker,
} from '#client/components/ui/form-field.tsx';
import type { BoundFieldProps, FieldOption } from '#client/components/ui/form-kit.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

/** A labelled select (Radix) bound to a text field. */
export function SelectField<T extends FieldValues, V = T>({
  control,
  name,
  options,
  placeholder,
  ...frame
}: BoundFieldProps<T, V> & {
  options: readonly FieldOption[];
  placeholder?: string;
  marker?: FieldMarker | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <FormField {...frame} error={error?.message}>
          <Select
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
          >
            <SelectTrigger
              ref={field.ref}
              onBlur={field.onBlur}
              {...fieldControlProps(frame.id, { hint: frame.hint, error })}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
