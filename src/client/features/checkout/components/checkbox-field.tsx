import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { CheckboxField as KitCheckboxField } from '#client/components/ui/form-kit.tsx';
import type {
  CheckoutFormInput,
  CheckoutFormValues,
} from '#client/features/checkout/checkout-schema.ts';

type BooleanField =
  'createAccount' | 'marketingConsent' | 'saveAddress' | 'useDifferentBilling' | 'acceptTerms';

/** A checkout choice: the kit's checkbox, bound to the checkout form from its provider. */
export function CheckboxField({
  name,
  label,
  className,
}: {
  name: BooleanField;
  label: ReactNode;
  className?: string;
}) {
  const { control } = useFormContext<CheckoutFormInput, unknown, CheckoutFormValues>();
  return (
    <KitCheckboxField
      control={control}
      name={name}
      id={`checkout-${name}`}
      label={label}
      className={className}
    />
  );
}
