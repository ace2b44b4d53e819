import type { UseFormRegisterReturn } from 'react-hook-form';

import { type FieldMarker, TextField } from '#client/components/ui/form-field.tsx';

export type AddressPart = 'line1' | 'line2' | 'city' | 'postcode';

/** The form's field names for an address: `addressLine1`..., or `billingAddressLine1`... */
export const ADDRESS_FIELD_NAMES = {
  delivery: {
    line1: 'addressLine1',
    line2: 'addressLine2',
    city: 'city',
    postcode: 'postcode',
  },
  billing: {
    line1: 'billingAddressLine1',
    line2: 'billingAddressLine2',
    city: 'billingCity',
    postcode: 'billingPostcode',
  },
} as const;

const LABELS = {
  // The storefront writes labels in title case, the back office in sentence case.
  storefront: {
    delivery: {
      line1: 'Address Line 1',
      line2: 'Address Line 2',
      city: 'City',
      postcode: 'Postcode',
    },
    billing: {
      line1: 'Billing Address Line 1',
      line2: 'Billing Address Line 2',
      city: 'Billing City',
      postcode: 'Billing Postcode',
    },
  },
  backOffice: {
    delivery: {
      line1: 'Address line 1',
      line2: 'Address line 2',
      city: 'City',
      postcode: 'Postcode',
    },
    billing: {
      line1: 'Billing address line 1',
      line2: 'Billing address line 2',
      city: 'Billing city',
      postcode: 'Billing postcode',
    },
  },
} as const satisfies Record<string, Record<string, Record<AddressPart, string>>>;

const AUTOCOMPLETE_TOKENS: Record<AddressPart, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
};

interface AddressFieldsProps {
  /** The id, react-hook-form registration and error of each part. */
  field: (part: AddressPart) => {
    id: string;
    registration: UseFormRegisterReturn;
    error?: string | undefined;
  };
  wording: 'storefront' | 'backOffice';
  /** Which address: decides the labels ('Billing ...'). */
  kind?: 'delivery' | 'billing';
  /**
   * The autocomplete attribute: 'shipping' or 'billing' sections, plain `address-line1`...,
   * 'off', or none at all.
   */
  autoComplete?: 'shipping' | 'billing' | 'plain' | 'off';
  markers?: Partial<Record<AddressPart, FieldMarker>>;
  /** Sets aria-required on the parts marked required. */
  ariaRequired?: boolean;
  /** Added to both address lines (e.g. to span the parent grid). */
  lineClassName?: string;
  /** When given, city and postcode sit together in a div of this class. */
  pairClassName?: string;
}

/** An address: line 1, line 2, city and postcode, as every form that asks for one writes it. */
export function AddressFields({
  field,
  wording,
  kind = 'delivery',
  autoComplete,
  markers = {},
  ariaRequired = false,
  lineClassName,
  pairClassName,
}: AddressFieldsProps) {
  const input = (part: AddressPart, className?: string) => {
    const marker = markers[part];
    return (
      <TextField
        {...field(part)}
        label={LABELS[wording][kind][part]}
        marker={marker}
        className={className}
        autoComplete={
          autoComplete === undefined
            ? undefined
            : autoComplete === 'off'
              ? 'off'
              : autoComplete === 'plain'
                ? AUTOCOMPLETE_TOKENS[part]
                : `${autoComplete} ${AUTOCOMPLETE_TOKENS[part]}`
        }
        aria-required={ariaRequired && marker === 'required' ? true : undefined}
        {...(part === 'postcode' && wording === 'storefront'
          ? ({ autoCapitalize: 'characters', spellCheck: false } as const)
          : {})}
      />
    );
  };
  const pair = (
    <>
      {input('city')}
      {input('postcode')}
    </>
  );
  return (
    <>
      {input('line1', lineClassName)}
      {input('line2', lineClassName)}
      {pairClassName === undefined ? pair : <div className={pairClassName}>{pair}</div>}
    </>
  );
}
