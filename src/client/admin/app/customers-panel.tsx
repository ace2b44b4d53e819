import { useMayUse } from '#client/admin/api/people.ts';
import { CustomersTab } from '#client/admin/features/customers/customers-tab.tsx';
import { DataRequestsPanel } from '#client/admin/features/data-requests/data-requests-panel.tsx';

/**
 * The Customers tab: the customer list, then data requests (export or erase by email), which
 * only the owner's role may use.
 */
export function CustomersPanel() {
  const erasure = useMayUse('erasure');
  return <CustomersTab>{erasure ? <DataRequestsPanel /> : null}</CustomersTab>;
}
