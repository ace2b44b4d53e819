import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

import type { ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import { Badge } from '#client/admin/components/badge.tsx';
import { CopyableJson } from '#client/admin/features/payments/copyable-json.tsx';
import { ExchangeView } from '#client/admin/features/payments/exchange-view.tsx';
import { testFailure } from '#client/admin/features/payments/test-outcome.ts';

function FailureView({ error }: { error: unknown }) {
  const failure = testFailure(error);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <CircleAlert aria-hidden className="size-5 shrink-0 text-red-700" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            The test failed
            {failure.status ? <Badge tone="danger">{failure.status}</Badge> : null}
          </p>
          <p className="mt-1 break-words">{failure.message}</p>
          {failure.exchange ? null : (
            <p className="mt-1 text-red-800">
              No exchange with the provider came with this answer.
            </p>
          )}
        </div>
      </div>
      {failure.exchange ? <ExchangeView exchange={failure.exchange} /> : null}
      {failure.details === undefined ? null : (
        <CopyableJson label="Error details" value={failure.details} />
      )}
    </div>
  );
}

/**
 * The last run's outcome: the exchange (after `children`, what the answer means) or the
 * failure with whatever exchange it carried; before any run, a line saying what will show.
 */
export function TestResult({
  answer,
  error,
  children,
}: {
  answer: ProviderTestAnswer | undefined;
  error: unknown;
  children?: ReactNode;
}) {
  if (error) return <FailureView error={error} />;
  if (!answer) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-stone-500">
        Run the test to see the exact request sent to the provider and its response.
      </p>
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      {children}
      <ExchangeView exchange={answer.exchange} />
    </div>
  );
}
