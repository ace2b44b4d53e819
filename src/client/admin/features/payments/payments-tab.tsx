import { useMayUse } from '#client/admin/api/people.ts';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { LedgerPanel } from '#client/admin/features/payments/ledger-panel.tsx';
import { ProviderTestsPanel } from '#client/admin/features/payments/provider-tests-panel.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

/** The money of the orders (the ledger, by default), and the payment provider's tests. */
export function PaymentsTab() {
  // The provider's tests are settings: the owner's alone.
  const providerTests = useMayUse('settings');
  return (
    <div className="grid min-w-0 gap-4">
      <TabHeader
        title="Payments"
        description="Money received and refunded per order, refunds owed and balances due; and tests of the payment provider."
      />
      <Tabs defaultValue="ledger" className="min-w-0">
        <TabsList aria-label="Payments">
          <TabsTrigger value="ledger">Ledger</TabsTrigger>
          {providerTests ? <TabsTrigger value="provider-tests">Provider tests</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="ledger">
          <LedgerPanel />
        </TabsContent>
        {providerTests ? (
          <TabsContent value="provider-tests">
            <ProviderTestsPanel />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
