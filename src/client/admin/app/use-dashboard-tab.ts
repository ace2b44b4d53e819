import { useState } from 'react';

import { tabFromHash, type DashboardTab } from '#client/admin/app/dashboard-tabs.ts';

/**
 * The open dashboard tab, mirrored in the URL fragment (#customers) so a reload reopens it.
 * replaceState, not a new history entry per tab: Back leaves the dashboard as expected.
 */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const [tab, setTabState] = useState(() => tabFromHash(window.location.hash));
  const setTab = (next: string) => {
    const value = tabFromHash(next);
    setTabState(value);
    window.history.replaceState(window.history.state, '', `#${value}`);
  };
  return [tab, setTab];
}
