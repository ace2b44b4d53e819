import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { TestPaymentRequest } from '#shared/schemas/payments';
import { useTestPaymentCreation } from '#client/admin/api/test-payment-creation.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { CreatedPayment } from '#client/admin/features/payments/created-payment.tsx';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { RunTestButton } from '#client/admin/features/payments/run-test-button.tsx';
import {
  TestPaymentFormSchema,
  testPaymentDefaults,
  testPaymentReference,
  type TestPaymentFormInput,
} from '#client/admin/features/payments/test-payment-form.ts';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';

/** A real payment at the provider, outside any order, to try the hosted payment page. */
export function CreatePaymentPanel({ name }: { name: string }) {
  const [defaults] = useState(() => testPaymentDefaults(Date.now()));
  const form = useForm<TestPaymentFormInput, unknown, TestPaymentRequest>({
    resolver: zodResolver(TestPaymentFormSchema),
    defaultValues: defaults,
  });
  const mutation = useTestPaymentCreation();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((request) => {
    if (mutation.isPending) return;
    mutation.mutate(
      request,
      // References must be unique: the next test payment gets a fresh one.
      notifyOutcome(name, () =>
        form.setValue('merchantPaymentReference', testPaymentReference(Date.now())),
      ),
    );
  });

  return (
    <ProviderTestCard
      title={name}
      description="Creates a payment at the provider and answers its hosted payment page. No order is involved."
      controls={
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="test-payment-reference"
              label="Merchant payment reference"
              autoComplete="off"
              spellCheck={false}
              hint="Unique, maximum 18 characters: A–Z, 0–9 and hyphens."
              registration={form.register('merchantPaymentReference')}
              error={errors.merchantPaymentReference?.message}
            />
            <TextField
              id="test-payment-amount"
              label="Amount (£)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              registration={form.register('amount')}
              error={errors.amount?.message}
            />
            <TextField
              id="test-payment-email"
              label="Customer email"
              type="email"
              autoComplete="off"
              registration={form.register('customerEmail')}
              error={errors.customerEmail?.message}
            />
            <TextField
              id="test-payment-name"
              label="Customer name"
              autoComplete="off"
              marker="optional"
              registration={form.register('customerName')}
              error={errors.customerName?.message}
            />
            <TextField
              id="test-payment-description"
              label="Description"
              autoComplete="off"
              marker="optional"
              className="sm:col-span-2"
              registration={form.register('description')}
              error={errors.description?.message}
            />
          </div>
          <div>
            <RunTestButton type="submit" pending={mutation.isPending}>
              Create test payment
            </RunTestButton>
          </div>
        </form>
      }
      result={
        <TestResult answer={mutation.data} error={mutation.error}>
          {mutation.data ? <CreatedPayment answer={mutation.data} /> : null}
        </TestResult>
      }
    />
  );
}
