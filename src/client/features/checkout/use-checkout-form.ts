import { useFormContext } from 'react-hook-form';

import type {
  CheckoutFieldName,
  CheckoutFormInput,
  CheckoutFormValues,
} from '#client/features/checkout/checkout-schema.ts';

/** The checkout form from its provider, plus the props one text field needs. */
export function useCheckoutForm() {
  const form = useFormContext<CheckoutFormInput, unknown, CheckoutFormValues>();
  const { errors } = form.formState;

  function field(
    name: Exclude<
      CheckoutFieldName,
      'createAccount' | 'marketingConsent' | 'useDifferentBilling' | 'acceptTerms'
    >,
  ) {
    return { id: name, registration: form.register(name), error: errors[name]?.message };
  }

  return { form, field };
}
