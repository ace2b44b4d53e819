import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import type {
  CheckoutFormInput,
  CheckoutFormValues,
} from '#client/features/checkout/checkout-schema.ts';

type BooleanField =
  'createAccount' | 'marketingConsent' | 'saveAddress' | 'useDifferentBilling' | 'acceptTerms';

interface CheckboxFieldProps {
  name: BooleanField;
  label: ReactNode;
  className?: string;
}

/** A checkout choice: a Radix checkbox bound to the form, its label, and its error. */
export function CheckboxField({ name, label, className }: CheckboxFieldProps) {
  const { control } = useFormContext<CheckoutFormInput, unknown, CheckoutFormValues>();
  const id = `checkout-${name}`;
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={className}>
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? errorId : undefined}
              className="mt-0.5"
            />
            <label htmlFor={id} className="cursor-pointer text-stone-800 select-none">
              {label}
            </label>
          </div>
          <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
        </div>
      )}
    />
  );
}
