import type { ComponentType } from 'react';

import { DashboardHeader } from '#client/admin/app/dashboard-header.tsx';
import {
  DASHBOARD_TABS,
  type DashboardTab as DashboardTabName,
} from '#client/admin/app/dashboard-tabs.ts';
import { useDashboardTab, useOrderViewLocation } from '#client/admin/app/use-dashboard-tab.ts';
import { useSessionExpiry } from '#client/admin/app/use-session-expiry.ts';
import { DashboardTab } from '#client/admin/features/dashboard/dashboard-tab.tsx';
import { AuditTab } from '#client/admin/features/audit/audit-tab.tsx';
import { InvoicesTab } from '#client/admin/features/invoices/invoices-tab.tsx';
import { DeliveriesTab } from '#client/admin/features/deliveries/deliveries-tab.tsx';
import { OrdersTab } from '#client/admin/features/orders/orders-tab.tsx';
import { PaymentsTab } from '#client/admin/features/payments/payments-tab.tsx';
import { RegionsTab } from '#client/admin/features/regions/regions-tab.tsx';
import { CustomersPanel } from '#client/admin/app/customers-panel.tsx';
import { SettingsPanel } from '#client/admin/app/settings-panel.tsx';
import { SessionEndedDialog } from '#client/admin/features/auth/session-ended-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

/** Every tab's panel but Orders', which also holds the order view's place in the address. */
const PANELS: Record<Exclude<DashboardTabName, 'orders'>, ComponentType> = {
  dashboard: DashboardTab,
  deliveries: DeliveriesTab,
  customers: CustomersPanel,
  regions: RegionsTab,
  invoices: InvoicesTab,
  payments: PaymentsTab,
  settings: SettingsPanel,
  audit: AuditTab,
};

/** The back office after the gate: the header and its tabs, Orders first (spec section 2). */
export default function Dashboard() {
  const session = useSessionExpiry();
  const [tab, setTab] = useDashboardTab();
  const orderView = useOrderViewLocation();

  return (
    <div className="min-h-dvh bg-stone-50">
      <DashboardHeader />
      <main className="mx-auto max-w-[90rem] px-4 py-5 sm:px-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Admin sections">
            {DASHBOARD_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {DASHBOARD_TABS.map(({ value }) => {
            const Panel = value === 'orders' ? null : PANELS[value];
            return (
              <TabsContent key={value} value={value}>
                {Panel ? <Panel /> : <OrdersTab orderView={orderView} />}
              </TabsContent>
            );
          })}
        </Tabs>
      </main>
      <SessionEndedDialog open={session.ended} onSignedIn={session.resumed} />
    </div>
  );
}
