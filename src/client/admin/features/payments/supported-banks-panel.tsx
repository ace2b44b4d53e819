import { useTestSupportedBanks } from '#client/admin/api/test-supported-banks.ts';
import { BankList } from '#client/admin/features/payments/bank-list.tsx';
import { notifyOutcome } from '#client/admin/features/payments/notify-outcome.ts';
import { ProviderTestCard } from '#client/admin/features/payments/provider-test-card.tsx';
import { RunTestButton } from '#client/admin/features/payments/run-test-button.tsx';
import { banksFromResponse } from '#client/admin/features/payments/supported-banks.ts';
import { TestResult } from '#client/admin/features/payments/test-result.tsx';

/** The banks customers can pay from, and whether each is working. */
export function SupportedBanksPanel({ name }: { name: string }) {
  const mutation = useTestSupportedBanks();
  const run = () => {
    if (!mutation.isPending) mutation.mutate(undefined, notifyOutcome(name));
  };
  const banks = banksFromResponse(mutation.data?.exchange.response.body);

  return (
    <ProviderTestCard
      title={name}
      description="Lists the banks the provider offers on its payment page, with their status."
      controls={
        <div>
          <RunTestButton pending={mutation.isPending} onClick={run}>
            Get supported banks
          </RunTestButton>
        </div>
      }
      result={
        <TestResult answer={mutation.data} error={mutation.error}>
          <BankList banks={banks} />
        </TestResult>
      }
    />
  );
}
