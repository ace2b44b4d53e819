import type { CustomerSort } from '#shared/schemas/admin';

export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'last_name_asc';

/** Spec section 9: the six customer orders, last name A-Z by default. */
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  last_name_asc: 'Last name (A–Z)',
  last_name_desc: 'Last name (Z–A)',
  first_name_asc: 'First name (A–Z)',
  first_name_desc: 'First name (Z–A)',
  created_asc: 'Oldest first',
  created_desc: 'Newest first',
};
