import { Suspense, useEffect } from 'react';
import { LoaderCircle } from 'lucide-react';

import { ADMIN_TABS, tabsFor } from '#client/admin/app/admin-tabs.ts';
import { useAdminWho } from '#client/admin/api/people.ts';
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

/** A role with no tab yet (a driver, until their rounds' screen exists). */
function NothingHereYet() {
  return (
    <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
      There is nothing in the back office for your role yet. Your rounds will appear here.
    </p>
  );
}

/**
 * The back office after the gate: the header and the tabs the person's role may use, Orders
 * first (spec section 2).
 */
export default function Dashboard() {
  const session = useSessionExpiry();
  const [hashTab, setTab] = useDashboardTab();
  const orderView = useOrderViewLocation();
  const who = useAdminWho();
  usePreloadedPanels();
  const tabs = who.data ? tabsFor(who.data.role) : [];
  const tab = tabs.some(({ value }) => value === hashTab) ? hashTab : tabs[0]?.value;

  return (
    <div className="min-h-dvh bg-stone-50">
      <DashboardHeader name={who.data?.name} />
      <main className="mx-auto max-w-[90rem] px-4 py-5 sm:px-6">
        {who.isPending ? <PanelLoading label="your back office" /> : null}
        {who.data && !tab ? <NothingHereYet /> : null}
        <OrderViewPlaceContext value={orderView}>
          <Tabs value={tab ?? ''} onValueChange={setTab} hidden={!tab}>
            <TabsList aria-label="Admin sections">
              {tabs.map(({ value, label }) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map(({ value, label, Panel }) => (
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
