import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

import { VAT_RATE_LABELS, isVatRate } from '#domain/vat';
import { ORDER_STATUSES } from '#shared/schemas/orders';
import {
  ADDRESS_FIELD_NAMES,
  AddressFields,
  type AddressPart,
} from '#client/components/address-fields.tsx';
import { bindField } from '#client/admin/components/bind-field.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import {
  VAT_RATE_OPTIONS,
  type OrderFormInput,
} from '#client/admin/features/orders/order-form-schema.ts';

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-bold tracking-wide text-stone-500 uppercase">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** "5% (Reduced Rate)" for each rate. */
const VAT_RATE_OPTION_LABELS = Object.fromEntries(
  VAT_RATE_OPTIONS.map((rate) => {
    const n = Number(rate);
    return [rate, isVatRate(n) ? `${n}% (${VAT_RATE_LABELS[n]})` : rate];
  }),
);

/**
 * Every editable field of an order, in four groups; `pricing` shows the price the server gives
 * the figures (and the choice to keep the old one).
 */
export function OrderFormFields({
  regionNames,
  pricing,
}: {
  regionNames: string[];
  pricing: ReactNode;
}) {
  const form = useFormContext<OrderFormInput>();
  const binding = (name: keyof OrderFormInput) => ({
    id: `order-${name}`,
    ...bindField(form, name),
  });
  const text = (name: keyof OrderFormInput, label: string, extra: object = {}) => (
    <TextField label={label} {...binding(name)} {...extra} />
  );
  const choice = (
    name: 'region' | 'status' | 'vatRate',
    id: string,
    label: string,
    options: readonly string[],
    labels: Readonly<Record<string, string>> = {},
  ) => (
    <SelectField
      control={form.control}
      name={name}
      id={id}
      label={label}
      options={options.map((value) => ({ value, label: labels[value] ?? value }))}
    />
  );
  const address = (part: AddressPart) => binding(ADDRESS_FIELD_NAMES.delivery[part]);
  const billingAddress = (part: AddressPart) => binding(ADDRESS_FIELD_NAMES.billing[part]);

  return (
    <div className="grid gap-6">
      <Fieldset legend="Contact">
        {text('firstName', 'First name', { autoComplete: 'off' })}
        {text('lastName', 'Last name', { autoComplete: 'off' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'off' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'off' })}
        {text('companyName', 'Company name', { marker: 'optional', className: 'sm:col-span-2' })}
      </Fieldset>
      <Fieldset legend="Delivery address">
        <AddressFields field={address} wording="backOffice" markers={{ line2: 'optional' }} />
        {choice('region', 'order-region', 'Region', regionNames)}
      </Fieldset>
      <Fieldset legend="Billing address">
        <AddressFields
          field={billingAddress}
          wording="backOffice"
          kind="billing"
          markers={{ line1: 'optional', line2: 'optional', city: 'optional', postcode: 'optional' }}
        />
      </Fieldset>
      <Fieldset legend="Order">
        {text('quantity', 'Quantity (tonnes)', {
          type: 'number',
          min: 1,
          max: 50,
          step: 0.5,
          inputMode: 'decimal',
        })}
        {choice('vatRate', 'order-vat-rate', 'VAT rate', VAT_RATE_OPTIONS, VAT_RATE_OPTION_LABELS)}
        {pricing}
        {choice('status', 'order-status', 'Order status', ORDER_STATUSES)}
      </Fieldset>
    </div>
  );
}
