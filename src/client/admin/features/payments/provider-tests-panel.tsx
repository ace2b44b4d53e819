import type { ReactNode } from 'react';

import { ApiTestPanel } from '#client/admin/features/payments/api-test-panel.tsx';
import { CreatePaymentPanel } from '#client/admin/features/payments/create-payment-panel.tsx';
import { ListingPanel } from '#client/admin/features/payments/listing-panel.tsx';
import {
  PROVIDER_TESTS,
  type ProviderTest,
} from '#client/admin/features/payments/provider-tests.ts';
import { SupportedBanksPanel } from '#client/admin/features/payments/supported-banks-panel.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

const PANELS: Record<ProviderTest, (name: string) => ReactNode> = {
  'api-test': (name) => <ApiTestPanel name={name} />,
  'create-payment': (name) => <CreatePaymentPanel name={name} />,
  'list-customers': (name) => <ListingPanel name={name} listing="customer" />,
  'list-orders': (name) => <ListingPanel name={name} listing="order" />,
  'list-payments': (name) => <ListingPanel name={name} listing="payment" />,
  'supported-banks': (name) => <SupportedBanksPanel name={name} />,
};

/** Spec section 2: the provider tests, each showing its exact request and response. */
export function ProviderTestsPanel() {
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-stone-600">
        Tests of the payment provider&apos;s API. Each shows the exact request sent and the
        provider&apos;s response.
      </p>
      <Tabs defaultValue={PROVIDER_TESTS[0].value} className="min-w-0">
        <TabsList aria-label="Provider tests">
          {PROVIDER_TESTS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PROVIDER_TESTS.map(({ value, label }) => (
          <TabsContent key={value} value={value}>
            {PANELS[value](label)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
