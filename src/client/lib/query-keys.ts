/**
 * The storefront's query keys that more than one feature reads or refreshes (the regions, the
 * signed-in customer's data, a round's days, the payment options), so invalidation is exact.
 * A key one feature alone uses is made beside its query, in that feature's api file.
 */
export const queryKeys = {
  regions: {
    all: () => ['regions'] as const,
    /** A region page's earliest delivery, stated by the server with the page. */
    pageDelivery: (slug: string) => ['regions', 'page-delivery', slug] as const,
  },
  /** The signed-in customer's own data; all of it changes hands at login and logout. */
  customer: {
    all: () => ['customer'] as const,
    me: () => ['customer', 'me'] as const,
    orders: () => ['customer', 'orders'] as const,
    /** Guest orders placed with the verified address, to choose from (decision 031). */
    guestOrders: () => ['customer', 'guest-orders'] as const,
    pricing: () => ['customer', 'pricing'] as const,
    invoices: () => ['customer', 'invoices'] as const,
    deliveryDetails: () => ['customer', 'delivery-details'] as const,
    marketingConsent: () => ['customer', 'marketing-consent'] as const,
    reorderReminders: () => ['customer', 'reorder-reminders'] as const,
  },
  delivery: {
    /** Every postcode's days: refreshed together when a booked day turns out to be full. */
    allDates: () => ['delivery', 'dates'] as const,
    dates: (postcode: string, tonnes: number | null) =>
      ['delivery', 'dates', postcode, tonnes] as const,
  },
  /** The back office refreshes this same key after saving settings (settings-form.tsx). */
  payments: {
    enabled: () => ['payments', 'enabled'] as const,
    options: () => ['payments', 'options'] as const,
  },
} as const;
