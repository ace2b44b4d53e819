import type { ReactNode } from 'react';

import type { ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import { useTestProviderApi } from '#client/admin/api/test-provider-api.ts';
import { useTestSupportedBanks } from '#client/admin/api/test-supported-banks.ts';
import { BankList } from '#client/admin/features/payments/bank-list.tsx';
import { CreatePaymentPanel } from '#client/admin/features/payments/create-payment-panel.tsx';
import { OnePressTest } from '#client/admin/features/payments/one-press-test.tsx';
import { ListingPanel } from '#client/admin/features/payments/listing-panel.tsx';
import {
  PROVIDER_TESTS,
  type ProviderTest,
} from '#client/admin/features/payments/provider-tests.ts';
import { banksFromResponse } from '#client/admin/features/payments/supported-banks.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

/** A cheap authenticated call: proves the provider's address and the shop's token. */
const API_TEST = {
  description:
    'Checks that the shop reaches the configured payment provider and that its token is accepted.',
  buttonLabel: 'Run API test',
  useTest: useTestProviderApi,
};

/** The banks customers can pay from, and whether each is working. */
const SUPPORTED_BANKS_TEST = {
  description: 'Lists the banks the provider offers on its payment page, with their status.',
  buttonLabel: 'Get supported banks',
  useTest: useTestSupportedBanks,
  details: (answer: ProviderTestAnswer) => (
    <BankList banks={banksFromResponse(answer.exchange.response.body)} />
  ),
};

const PANELS: Record<ProviderTest, (name: string) => ReactNode> = {
  'api-test': (name) => <OnePressTest name={name} {...API_TEST} />,
  'create-payment': (name) => <CreatePaymentPanel name={name} />,
  'list-customers': (name) => <ListingPanel name={name} listing="customer" />,
  'list-orders': (name) => <ListingPanel name={name} listing="order" />,
  'list-payments': (name) => <ListingPanel name={name} listing="payment" />,
  'supported-banks': (name) => <OnePressTest name={name} {...SUPPORTED_BANKS_TEST} />,
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
