import { useSyncExternalStore } from 'react';

import {
  locationFromHash,
  orderViewHash,
  tabFromHash,
  type AdminLocation,
  type DashboardTab,
} from '#client/admin/app/dashboard-tabs.ts';
import type { OrderViewPlace } from '#client/admin/components/order-view-place.ts';

/** replaceState and pushState fire no event of their own: this one tells the hooks. */
const MOVED = 'admin-location-change';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(MOVED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(MOVED, onChange);
  };
}

const readHash = () => window.location.hash;

function useHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => '');
}

/** A history entry the back office made itself: Back may leave an order's view by it. */
interface ViewState {
  adminOrderView?: true;
}

function go(hash: string, how: 'push' | 'replace') {
  if (how === 'push')
    window.history.pushState({ adminOrderView: true } satisfies ViewState, '', hash);
  else window.history.replaceState(window.history.state, '', hash);
  window.dispatchEvent(new Event(MOVED));
}

/**
 * The open dashboard tab, mirrored in the URL fragment (#customers) so a reload reopens it.
 * replaceState, not a new history entry per tab: Back leaves the dashboard as expected.
 */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const tab = tabFromHash(useHash());
  const setTab = (next: string) => go(`#${tabFromHash(next)}`, 'replace');
  return [tab, setTab];
}

/** The order view's place in the address (#orders/42): linkable, and Back closes it. */
export function useOrderViewLocation(): OrderViewPlace {
  const location: AdminLocation = locationFromHash(useHash());
  return {
    orderId: location.orderId,
    hrefFor: orderViewHash,
    open: (orderId) => go(orderViewHash(orderId), 'push'),
    close: () => {
      if ((window.history.state as ViewState | null)?.adminOrderView) window.history.back();
      else go('#orders', 'replace');
    },
  };
}
