// The sandbox's answers to the admin listing tests: its own payments, in a Laravel-style page
// like the provider's (wonderful.md "list customers"), so the admin screen can be tried offline.
import type { ProviderExchange, ProviderListFilters } from './payment-provider.ts';
import type { SandboxPayment } from './sandbox-payment.ts';
import { listingQuery } from './wonderful-provider.ts';

export type SandboxListing = 'customers' | 'orders' | 'payments';

type Row = Record<string, string | number | null> & { created_at: string };

export const SANDBOX_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** The provider's page size when none is asked for. */
const DEFAULT_PER_PAGE = 25;

export function sandboxListing(
  kind: SandboxListing,
  payments: SandboxPayment[],
  filters: ProviderListFilters,
): ProviderExchange {
  const query = listingQuery(filters).toString();
  const url = `sandbox://v2/${kind}${query ? `?${query}` : ''}`;
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE;
  const rows = sortRows(filterRows(toRows(kind, payments), filters), filters.sort);
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    request: { method: 'GET', url, headers: { ...SANDBOX_HEADERS } },
    response: {
      status: 200,
      body: {
        data: rows.slice(0, perPage),
        links: { first: `${url}#page=1`, last: `${url}#page=${lastPage}`, prev: null, next: null },
        meta: { current_page: 1, last_page: lastPage, per_page: perPage, total },
      },
    },
  };
}

function toRows(kind: SandboxListing, payments: SandboxPayment[]): Row[] {
  if (kind === 'customers') {
    const byEmail = new Map<string, Row>();
    // Oldest first, so a customer's created_at is their first payment's.
    for (const p of [...payments].reverse()) {
      if (byEmail.has(p.customerEmail)) continue;
      const [firstName = '', ...rest] = (p.customerName ?? '').split(' ');
      byEmail.set(p.customerEmail, {
        email: p.customerEmail,
        first_name: firstName,
        last_name: rest.join(' '),
        created_at: p.createdAt.toISOString(),
      });
    }
    return [...byEmail.values()];
  }
  return payments.map((p) => ({
    id: p.id,
    merchant_payment_reference: p.reference,
    amount: p.amountPence,
    currency: 'GBP',
    status: p.status,
    customer_email_address: p.customerEmail,
    ...(kind === 'orders' ? { description: p.description } : { selected_aspsp: p.bankId }),
    created_at: p.createdAt.toISOString(),
  }));
}

function filterRows(rows: Row[], filters: ProviderListFilters): Row[] {
  const search = filters.search?.trim().toLowerCase();
  return rows.filter((row) => {
    const day = row.created_at.slice(0, 10);
    if (filters.startDate && day < filters.startDate) return false;
    if (filters.endDate && day > filters.endDate) return false;
    if (filters.status && row.status !== filters.status) return false;
    if (!search) return true;
    return Object.values(row).some((value) => String(value).toLowerCase().includes(search));
  });
}

const SORT_COLUMNS: Record<string, string> = { created: 'created_at', amount: 'amount' };

/** The shop's sort values (spec section 9): `<field>_<asc|desc>`. */
function sortRows(rows: Row[], sort = 'created_desc'): Row[] {
  const match = /^(.*)_(asc|desc)$/.exec(sort);
  if (!match?.[1]) return rows;
  const column = SORT_COLUMNS[match[1]] ?? match[1];
  const direction = match[2] === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column] ?? '';
    const y = b[column] ?? '';
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}
