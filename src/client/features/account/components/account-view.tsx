import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LogOut, Package, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';

import type { CurrentCustomer } from '#shared/schemas/customers';
import type { Order } from '#shared/schemas/orders';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useLogout } from '#client/features/account/api/logout.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { OrdersLoading } from '#client/features/account/components/orders-loading.tsx';
import { ProfileTab } from '#client/features/account/components/profile-tab.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

export type AccountTab = 'profile' | 'orders';

// The history (its cards, payment and order actions, their dialogs) comes when its tab opens.
const OrderHistory = lazy(() =>
  import('#client/features/account/components/order-history.tsx').then((module) => ({
    default: module.OrderHistory,
  })),
);

interface AccountViewProps {
  customer: CurrentCustomer;
  /** The tab shown first: the order history when the customer comes back from paying. */
  initialTab?: AccountTab;
  /** Actions on each order in the history (online payment's Pay Now). */
  renderOrderActions?: (order: Order) => ReactNode;
}

/** The account screen of spec section 2: welcome, Logout, and the Profile and Order History tabs. */
export function AccountView({
  customer,
  initialTab = 'profile',
  renderOrderActions,
}: AccountViewProps) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  const [forgetBrowser, setForgetBrowser] = useState(false);

  function onLogout(): void {
    if (logout.isPending) return;
    logout.mutate(
      { forgetBrowser },
      {
        onSuccess: () => {
          toast({
            title: msg.logoutTitle,
            description: forgetBrowser ? msg.logoutForgotten : msg.logoutDone,
          });
          navigate(paths.home);
        },
        onError: () =>
          toast({
            title: msg.logoutFailedTitle,
            description: msg.logoutFailed,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-bold tracking-wider text-wood-700 uppercase">My Account</p>
          <h1 className="mt-1 text-3xl font-bold break-words text-stone-900 sm:text-4xl">
            Welcome, {customer.firstName} {customer.lastName}
          </h1>
          <p className="mt-1 break-all text-stone-600">{customer.email}</p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
            <PendingIcon pending={logout.isPending} icon={LogOut} />
            Logout
          </Button>
          <div className="flex items-start gap-2">
            <Checkbox
              id="forget-browser"
              checked={forgetBrowser}
              onCheckedChange={(value) => setForgetBrowser(value === true)}
              disabled={logout.isPending}
              aria-describedby="forget-browser-hint"
              className="mt-0.5"
            />
            <div className="text-sm">
              <label htmlFor="forget-browser" className="cursor-pointer text-stone-800 select-none">
                {msg.forgetBrowserLabel}
              </label>
              <p id="forget-browser-hint" className="text-stone-600">
                {msg.forgetBrowserHint}
              </p>
            </div>
          </div>
        </div>
      </div>

      <Tabs defaultValue={initialTab} className="mt-8">
        <TabsList aria-label="Account sections">
          <TabsTrigger value="profile" className="px-4 text-base">
            <UserRound aria-hidden className="size-4.5" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="orders" className="px-4 text-base">
            <Package aria-hidden className="size-4.5" />
            Order History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="pt-6">
          <ProfileTab customer={customer} />
        </TabsContent>
        <TabsContent value="orders" className="pt-6">
          <Suspense fallback={<OrdersLoading />}>
            <OrderHistory renderActions={renderOrderActions} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
