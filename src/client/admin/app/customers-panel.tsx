import { CustomersTab } from '#client/admin/features/customers/customers-tab.tsx';
import { DataRequestsPanel } from '#client/admin/features/data-requests/data-requests-panel.tsx';

/** The Customers tab: the customer list, then data requests (export or erase by email). */
export function CustomersPanel() {
  return (
    <CustomersTab>
      <DataRequestsPanel />
    </CustomersTab>
  );
}
