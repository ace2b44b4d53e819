import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

import type { ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { RunTestButton } from '#client/admin/features/payments/run-test-button.tsx';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';

/** A test that takes nothing but a press of its button; a press while it runs is ignored. */
export function OnePressTest<TAnswer extends ProviderTestAnswer>({
  name,
  description,
  buttonLabel,
  useTest,
  details,
}: {
  name: string;
  description: string;
  buttonLabel: string;
  useTest: () => UseMutationResult<TAnswer, Error, void>;
  /** What an answer shows above its exchange. */
  details?: (answer: TAnswer) => ReactNode;
}) {
  const mutation = useTest();
  const run = () => {
    if (!mutation.isPending) mutation.mutate(undefined, notifyOutcome(name));
  };
  return (
    <ProviderTestCard
      title={name}
      description={description}
      controls={
        <div>
          <RunTestButton pending={mutation.isPending} onClick={run}>
            {buttonLabel}
          </RunTestButton>
        </div>
      }
      result={
        <TestResult answer={mutation.data} error={mutation.error}>
          {mutation.data ? details?.(mutation.data) : null}
        </TestResult>
      }
    />
  );
}
