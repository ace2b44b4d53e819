import { useTestProviderApi } from '#client/admin/api/test-provider-api.ts';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { RunTestButton } from '#client/admin/features/payments/run-test-button.tsx';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';

/** A cheap authenticated call: proves the provider's address and the shop's token. */
export function ApiTestPanel({ name }: { name: string }) {
  const mutation = useTestProviderApi();
  const run = () => {
    if (!mutation.isPending) mutation.mutate(undefined, notifyOutcome(name));
  };

  return (
    <ProviderTestCard
      title={name}
      description="Checks that the shop reaches the configured payment provider and that its token is accepted."
      controls={
        <div>
          <RunTestButton pending={mutation.isPending} onClick={run}>
            Run API test
          </RunTestButton>
        </div>
      }
      result={<TestResult answer={mutation.data} error={mutation.error} />}
    />
  );
}
