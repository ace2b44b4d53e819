/** Every TanStack Query key of the shop comes from this one factory, so invalidation is exact. */
export const queryKeys = {
  regions: {
    all: () => ['regions'] as const,
    /** A region page's earliest delivery, stated by the server with the page. */
    pageDelivery: (slug: string) => ['regions', 'page-delivery', slug] as const,
  },
  postcode: {
    /** The price check's earliest delivery for a checked postcode and quantity. */
    delivery: (postcode: string, tonnes: number) =>
      ['postcode', 'delivery', postcode, tonnes] as const,
    /** Checkout's delivery postcode priced for the cart's tonnes, for one shopper. */
    checkoutQuote: (postcode: string, tonnes: number, shopper: string) =>
      ['postcode', 'checkout-quote', postcode, tonnes, shopper] as const,
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
  privacy: {
    facts: () => ['privacy', 'facts'] as const,
  },
  /** The ENplus certificate ID and BSL supplier number, stated by the server with the page. */
  certificates: () => ['certificates'] as const,
  /** When deliveries happen: the lead time in Settings and whether rounds book days. */
  deliveryTerms: () => ['delivery-terms'] as const,
  tracking: {
    order: (token: string) => ['tracking', token] as const,
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
