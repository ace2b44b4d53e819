import { ExternalLink } from 'lucide-react';

import type { TestPaymentAnswer } from '#client/admin/api/provider-test-types.ts';
import { webAddress } from '#client/admin/features/payments/test-outcome.ts';

/** Where the test payment can be paid, and the provider's id for it. */
export function CreatedPayment({ answer }: { answer: TestPaymentAnswer }) {
  const link = webAddress(answer.paymentUrl);
  return (
    <dl className="grid gap-x-4 gap-y-1.5 rounded-lg border border-forest-200 bg-forest-50 p-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="font-semibold text-stone-700">Payment URL</dt>
      <dd className="min-w-0 break-all">
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-900"
          >
            {answer.paymentUrl}
            <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          answer.paymentUrl
        )}
      </dd>
      <dt className="font-semibold text-stone-700">Provider payment ID</dt>
      <dd className="min-w-0 font-mono break-all">{answer.providerPaymentId}</dd>
    </dl>
  );
}
