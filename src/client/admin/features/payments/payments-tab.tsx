import { CreditCard } from 'lucide-react';

import { TabHeader } from '#client/admin/components/tab-header.tsx';

/** Spec section 2: the provider tests this tab will hold, each showing request and response. */
export const PROVIDER_TESTS = [
  'API Test',
  'Create Payment',
  'List Customers',
  'List Orders',
  'List Payments',
  'Supported Banks',
] as const;

/**
 * The seam for the payment-provider tests. They arrive with online payments (the next
 * milestone); until then the tab says so rather than offering buttons that cannot work.
 */
export function PaymentsTab() {
  return (
    <div className="grid gap-4">
      <TabHeader title="Payments" description="Tests of the payment provider's API." />
      <div className="flex max-w-2xl gap-4 rounded-xl border border-dashed border-stone-300 bg-white p-6">
        <CreditCard aria-hidden className="size-6 shrink-0 text-stone-400" />
        <div>
          <h3 className="font-semibold text-stone-900">
            Provider tests arrive with online payments
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            Online payment of confirmed orders is the next milestone. This tab will then run each
            provider test and show its request and response as copyable text:
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {PROVIDER_TESTS.map((test) => (
              <li
                key={test}
                className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-600"
              >
                {test}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
