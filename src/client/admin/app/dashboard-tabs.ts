import { ADMIN_TABS, type AdminTabName } from '#client/admin/app/admin-tabs.ts';

export type DashboardTab = AdminTabName;
/** Spec section 2: the tabs open on Orders. */
export const DEFAULT_TAB: DashboardTab = 'orders';

function isDashboardTab(value: string): value is DashboardTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/** Where the back office is: a tab, and on the Orders tab the order whose view is open. */
export interface AdminLocation {
  tab: DashboardTab;
  orderId: number | null;
}

const ORDER_VIEW = /^orders\/([1-9]\d{0,9})$/;

/**
 * The place lives in the address's fragment (#customers, #orders/42), so a reload keeps it, an
 * order's view can be linked, and the admin works under whatever hidden path the server gives it.
 */
export function locationFromHash(hash: string): AdminLocation {
  const value = hash.replace(/^#/, '');
  const order = ORDER_VIEW.exec(value);
  if (order?.[1]) return { tab: 'orders', orderId: Number(order[1]) };
  return { tab: isDashboardTab(value) ? value : DEFAULT_TAB, orderId: null };
}

export function tabFromHash(hash: string): DashboardTab {
  return locationFromHash(hash).tab;
}

/** The fragment of an order's own view. */
export const orderViewHash = (orderId: number) => `#orders/${orderId}`;
