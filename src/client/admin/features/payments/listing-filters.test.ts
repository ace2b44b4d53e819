import { describe, expect, it } from 'vitest';

import {
  ListingFilterFormSchema,
  LISTING_SORTS,
  SORT_LABELS,
  listingFilterDefaults,
  toListingRequest,
} from '#client/admin/features/payments/listing-filters.ts';

describe('LISTING_SORTS (spec section 9)', () => {
  it('offers the customer orders, last name A-Z first', () => {
    expect(LISTING_SORTS.customer).toEqual([
      'last_name_asc',
      'last_name_desc',
      'first_name_asc',
      'first_name_desc',
      'created_asc',
      'created_desc',
    ]);
  });

  it('offers the order orders, newest first', () => {
    expect(LISTING_SORTS.order).toEqual([
      'created_desc',
      'created_asc',
      'amount_desc',
      'amount_asc',
    ]);
  });

  it('adds status to the order orders for payments', () => {
    expect(LISTING_SORTS.payment).toEqual([...LISTING_SORTS.order, 'status_asc', 'status_desc']);
  });

  it('has a label for every sort', () => {
    const all = Object.values(LISTING_SORTS).flat();
    expect(all.filter((sort) => !SORT_LABELS[sort])).toEqual([]);
  });
});

describe('listingFilterDefaults', () => {
  it.each([
    ['customer', 'last_name_asc'],
    ['order', 'created_desc'],
    ['payment', 'created_desc'],
  ] as const)('%s listings sort by %s, 10 a page, no other filter', (listing, sort) => {
    expect(listingFilterDefaults(listing)).toEqual({
      search: '',
      sort,
      startDate: '',
      endDate: '',
      perPage: '10',
      status: 'any',
    });
  });
});

describe('toListingRequest', () => {
  it('sends only what is set: trimmed search, page size as a number', () => {
    expect(toListingRequest({ ...listingFilterDefaults('order'), search: '  TEST-1 ' })).toEqual({
      search: 'TEST-1',
      sort: 'created_desc',
      perPage: 10,
    });
  });

  it('sends dates and a chosen status', () => {
    const values = {
      ...listingFilterDefaults('payment'),
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      perPage: '5',
      status: 'completed',
    };
    expect(toListingRequest(values)).toEqual({
      sort: 'created_desc',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      perPage: 5,
      status: 'completed',
    });
  });
});

describe('ListingFilterFormSchema', () => {
  const defaults = listingFilterDefaults('customer');

  it('answers the request the shared schema accepts', () => {
    expect(ListingFilterFormSchema.parse({ ...defaults, perPage: '50' })).toEqual({
      sort: 'last_name_asc',
      perPage: 50,
    });
  });

  it.each([
    ['an end before the start', { startDate: '2025-03-02', endDate: '2025-03-01' }, 'endDate'],
    ['a page size the provider does not offer', { perPage: '7' }, 'perPage'],
    ['a search over 200 characters', { search: 'x'.repeat(201) }, 'search'],
  ])('refuses %s on its field', (_label, change, field) => {
    const result = ListingFilterFormSchema.safeParse({ ...defaults, ...change });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('accepts the same start and end date', () => {
    const day = { startDate: '2025-03-01', endDate: '2025-03-01' };
    expect(ListingFilterFormSchema.safeParse({ ...defaults, ...day }).success).toBe(true);
  });
});
