import { useWatch } from 'react-hook-form';

import { CheckboxField } from '#client/features/checkout/components/checkbox-field.tsx';
import { FormSection } from '#client/features/checkout/components/form-section.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useCheckoutForm } from '#client/features/checkout/use-checkout-form.ts';

const postcodeInput = { autoCapitalize: 'characters', spellCheck: false } as const;

/** `offerToSave`: a signed-in customer may keep this address on their profile. */
export function DeliverySection({ region, offerToSave }: { region: string; offerToSave: boolean }) {
  const { field } = useCheckoutForm();
  return (
    <FormSection
      title="Delivery Address"
      description={`Your cart is priced for delivery in ${region}.`}
    >
      <div className="grid gap-5">
        <TextField
          {...field('addressLine1')}
          label="Address Line 1"
          marker="required"
          autoComplete="shipping address-line1"
          aria-required
        />
        <TextField
          {...field('addressLine2')}
          label="Address Line 2"
          marker="optional"
          autoComplete="shipping address-line2"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field('city')}
            label="City"
            marker="required"
            autoComplete="shipping address-level2"
            aria-required
          />
          <TextField
            {...field('postcode')}
            label="Postcode"
            marker="required"
            autoComplete="shipping postal-code"
            aria-required
            {...postcodeInput}
          />
        </div>
        {offerToSave ? (
          <CheckboxField name="saveAddress" label="Save this address to my profile" />
        ) : null}
      </div>
    </FormSection>
  );
}

/** Billing fields are labelled required when shown but not enforced (spec section 5). */
export function BillingSection() {
  const { form, field } = useCheckoutForm();
  const different = useWatch({ control: form.control, name: 'useDifferentBilling' });
  return (
    <FormSection title="Billing Address">
      <CheckboxField name="useDifferentBilling" label="Use different billing address" />
      {different ? (
        <div className="mt-5 grid gap-5">
          <TextField
            {...field('billingAddressLine1')}
            label="Billing Address Line 1"
            marker="required"
            autoComplete="billing address-line1"
          />
          <TextField
            {...field('billingAddressLine2')}
            label="Billing Address Line 2"
            marker="optional"
            autoComplete="billing address-line2"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('billingCity')}
              label="Billing City"
              marker="required"
              autoComplete="billing address-level2"
            />
            <TextField
              {...field('billingPostcode')}
              label="Billing Postcode"
              marker="required"
              autoComplete="billing postal-code"
              {...postcodeInput}
            />
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-600">
          Billing address is the same as the delivery address.
        </p>
      )}
    </FormSection>
  );
}
