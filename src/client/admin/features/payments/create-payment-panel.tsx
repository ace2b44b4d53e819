import { useState } from 'react';

import * as endpoints from '#shared/api/payments-admin';
import { bindField } from '#client/admin/components/bind-field.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { CreatedPayment } from '#client/admin/features/payments/created-payment.tsx';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { RunTestButton } from '#client/admin/features/payments/run-test-button.tsx';
import {
  testPaymentDefaults,
  freshTestPaymentReference,
} from '#client/admin/features/payments/test-payment-form.ts';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** A real payment at the provider, outside any order, to try the hosted payment page. */
export function CreatePaymentPanel({ name }: { name: string }) {
  const [defaults] = useState(() => testPaymentDefaults(Date.now()));
  const outcome = notifyOutcome(name);
  const sending = useEndpointForm({
    endpoint: endpoints.testPaymentCreation,
    schema: () =>
      import('#client/admin/features/payments/test-payment-form.ts').then(
        (m) => m.TestPaymentFormSchema,
      ),
    defaultValues: defaults,
    onSuccess: (answer) => {
      outcome.onSuccess(answer);
      // References must be unique: the next test payment gets a fresh one.
      form.setValue('merchantPaymentReference', freshTestPaymentReference());
    },
    onError: outcome.onError,
  });
  const { form } = sending;

  return (
    <ProviderTestCard
      title={name}
      description="Creates a payment at the provider and answers its hosted payment page. No order is involved."
      controls={
        <form noValidate onSubmit={(event) => void sending.onSubmit(event)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="test-payment-reference"
              label="Merchant payment reference"
              autoComplete="off"
              spellCheck={false}
              hint="Unique, maximum 18 characters: A–Z, 0–9 and hyphens."
              {...bindField(form, 'merchantPaymentReference')}
            />
            <TextField
              id="test-payment-amount"
              label="Amount (£)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              {...bindField(form, 'amount')}
            />
            <TextField
              id="test-payment-email"
              label="Customer email"
              type="email"
              autoComplete="off"
              {...bindField(form, 'customerEmail')}
            />
            <TextField
              id="test-payment-name"
              label="Customer name"
              autoComplete="off"
              marker="optional"
              {...bindField(form, 'customerName')}
            />
            <TextField
              id="test-payment-description"
              label="Description"
              autoComplete="off"
              marker="optional"
              className="sm:col-span-2"
              {...bindField(form, 'description')}
            />
          </div>
          <div>
            <RunTestButton type="submit" pending={sending.isPending}>
              Create test payment
            </RunTestButton>
          </div>
        </form>
      }
      result={
        <TestResult answer={sending.data} error={sending.error}>
          {sending.data ? <CreatedPayment answer={sending.data} /> : null}
        </TestResult>
      }
    />
  );
}
