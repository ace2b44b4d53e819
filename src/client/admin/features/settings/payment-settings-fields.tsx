import { Controller } from 'react-hook-form';

import { bindField } from '#client/admin/components/bind-field.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  SettingsFieldset,
  type SettingsForm,
} from '#client/admin/features/settings/settings-fieldset.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';

const SWITCHES = [
  {
    name: 'paymentsEnabled',
    id: 'settings-payments-enabled',
    label: 'Payments enabled',
    hint: 'When on, customers can pay confirmed orders online from their account.',
  },
  {
    name: 'cashOnDelivery',
    id: 'settings-cash-on-delivery',
    label: 'Cash on delivery',
    hint: 'Offer payment in cash to the driver.',
  },
  {
    name: 'cardPayments',
    id: 'settings-card-payments',
    label: 'Card by phone',
    hint: 'Offer payment by credit or debit card over the phone.',
  },
] as const;

function PaymentSwitch({ form, item }: { form: SettingsForm; item: (typeof SWITCHES)[number] }) {
  const { name, id, label, hint } = item;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <div>
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
    </div>
  );
}

/**
 * How customers pay: the ways offered, the payment terms and the bank account for transfers,
 * which the confirmation page, the emails, the invoices and the order history all state.
 */
export function PaymentSettingsFields({ form }: { form: SettingsForm }) {
  return (
    <SettingsFieldset legend="Payments">
      <p className="-mt-2 text-sm text-stone-600">
        Bank transfer is always offered. Customers are told the ways switched on here.
      </p>
      {SWITCHES.map((item) => (
        <PaymentSwitch key={item.name} form={form} item={item} />
      ))}
      <TextField
        id="settings-payment-terms-days"
        label="Payment terms (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        step={1}
        className="sm:max-w-60"
        hint="Invoices are due this many days after their date. The Terms page says 30."
        {...bindField(form, 'paymentTermsDays')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-stone-600 sm:col-span-2">
          Bank details for transfers: all three, or leave all blank and customers are asked to call
          or email for them.
        </p>
        <TextField
          id="settings-bank-account-name"
          label="Account name"
          autoComplete="off"
          className="sm:col-span-2"
          {...bindField(form, 'bankAccountName')}
        />
        <TextField
          id="settings-bank-sort-code"
          label="Sort code"
          autoComplete="off"
          inputMode="numeric"
          placeholder="12-34-56"
          {...bindField(form, 'bankSortCode')}
        />
        <TextField
          id="settings-bank-account-number"
          label="Account number"
          autoComplete="off"
          inputMode="numeric"
          placeholder="12345678"
          {...bindField(form, 'bankAccountNumber')}
        />
      </div>
    </SettingsFieldset>
  );
}
