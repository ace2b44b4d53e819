import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import { ADDRESS_FIELD_NAMES, AddressFields } from '#client/components/address-fields.tsx';
import { CheckboxField } from '#client/features/checkout/components/checkbox-field.tsx';
import { FormSection } from '#client/features/checkout/components/form-section.tsx';
import { useCheckoutForm } from '#client/features/checkout/use-checkout-form.ts';

/**
 * `offerToSave`: a signed-in customer may keep this address on their profile. `regionSwitch`:
 * shown under the address when its postcode is in another region than the cart's.
 */
export function DeliverySection({
  region,
  offerToSave,
  regionSwitch,
}: {
  region: string;
  offerToSave: boolean;
  regionSwitch?: ReactNode;
}) {
  const { field } = useCheckoutForm();
  return (
    <FormSection
      title="Delivery Address"
      description={`Your cart is priced for delivery in ${region}.`}
    >
      <div className="grid gap-5">
        <AddressFields
          field={(part) => field(ADDRESS_FIELD_NAMES.delivery[part])}
          wording="storefront"
          autoComplete="shipping"
          markers={{ line1: 'required', line2: 'optional', city: 'required', postcode: 'required' }}
          ariaRequired
          pairClassName="grid gap-5 sm:grid-cols-2"
        />
        {regionSwitch}
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
          <AddressFields
            field={(part) => field(ADDRESS_FIELD_NAMES.billing[part])}
            wording="storefront"
            kind="billing"
            autoComplete="billing"
            markers={{
              line1: 'required',
              line2: 'optional',
              city: 'required',
              postcode: 'required',
            }}
            pairClassName="grid gap-5 sm:grid-cols-2"
          />
        </div>
      ) : (
        <p className="mt-3 text-sm text-stone-600">
          Billing address is the same as the delivery address.
        </p>
      )}
    </FormSection>
  );
}
