import { Suspense, useEffect } from 'react';
import { LoaderCircle } from 'lucide-react';

import { ADMIN_TABS } from '#client/admin/app/admin-tabs.ts';
import { DashboardHeader } from '#client/admin/app/dashboard-header.tsx';
import { useDashboardTab, useOrderViewLocation } from '#client/admin/app/use-dashboard-tab.ts';
import { OrderViewPlaceContext } from '#client/admin/components/order-view-place.ts';
import { useSessionExpiry } from '#client/admin/app/use-session-expiry.ts';
import { SessionEndedDialog } from '#client/admin/features/auth/session-ended-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';

function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16 text-stone-500">
      <LoaderCircle aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">Loading {label}</span>
    </div>
  );
}

/** The other tabs' panels are fetched while the open one is read, so switching is instant. */
function usePreloadedPanels() {
  useEffect(() => {
    for (const { Panel } of ADMIN_TABS) void Panel.preload().catch(() => undefined);
  }, []);
}

/** The back office after the gate: the header and its tabs, Orders first (spec section 2). */
export default function Dashboard() {
  const session = useSessionExpiry();
  const [tab, setTab] = useDashboardTab();
  const orderView = useOrderViewLocation();
  usePreloadedPanels();

  return (
    <div className="min-h-dvh bg-stone-50">
      <DashboardHeader />
      <main className="mx-auto max-w-[90rem] px-4 py-5 sm:px-6">
        <OrderViewPlaceContext value={orderView}>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Admin sections">
              {ADMIN_TABS.map(({ value, label }) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {ADMIN_TABS.map(({ value, label, Panel }) => (
              <TabsContent key={value} value={value}>
                <Suspense fallback={<PanelLoading label={label} />}>
                  <Panel />
                </Suspense>
              </TabsContent>
            ))}
          </Tabs>
        </OrderViewPlaceContext>
      </main>
      <SessionEndedDialog open={session.ended} onSignedIn={session.resumed} />
    </div>
  );
}
