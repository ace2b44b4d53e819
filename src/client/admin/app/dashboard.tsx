import { DashboardHeader } from '#client/admin/app/dashboard-header.tsx';
import { DASHBOARD_TABS } from '#client/admin/app/dashboard-tabs.ts';
import { useDashboardTab } from '#client/admin/app/use-dashboard-tab.ts';
import { useSessionExpiry } from '#client/admin/app/use-session-expiry.ts';
import { DashboardTab } from '#client/admin/features/dashboard/dashboard-tab.tsx';
import { AuditTab } from '#client/admin/features/audit/audit-tab.tsx';
import { CustomersTab } from '#client/admin/features/customers/customers-tab.tsx';
import { InvoicesTab } from '#client/admin/features/invoices/invoices-tab.tsx';
import { DeliveriesTab } from '#client/admin/features/deliveries/deliveries-tab.tsx';
import { OrdersTab } from '#client/admin/features/orders/orders-tab.tsx';
import { PaymentsTab } from '#client/admin/features/payments/payments-tab.tsx';
import { RegionsTab } from '#client/admin/features/regions/regions-tab.tsx';
import { SettingsPanel } from '#client/admin/app/settings-panel.tsx';
import { SessionEndedDialog } from '#client/admin/features/auth/session-ended-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

const PANELS = {
  dashboard: DashboardTab,
  orders: OrdersTab,
  deliveries: DeliveriesTab,
  customers: CustomersTab,
  regions: RegionsTab,
  invoices: InvoicesTab,
  payments: PaymentsTab,
  settings: SettingsPanel,
  audit: AuditTab,
} as const;

/** The back office after the gate: the header and its tabs, the Dashboard first. */
export default function Dashboard() {
  const session = useSessionExpiry();
  const [tab, setTab] = useDashboardTab();

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
            const Panel = PANELS[value];
            return (
              <TabsContent key={value} value={value}>
                <Panel />
              </TabsContent>
            );
          })}
        </Tabs>
      </main>
      <SessionEndedDialog open={session.ended} onSignedIn={session.resumed} />
    </div>
  );
}
