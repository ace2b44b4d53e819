import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's query defaults (section 7): data never goes stale by itself, nothing is retried,
 * no refetch on window focus and no polling. Queries that differ (customer, orders, payments
 * enabled) set their own options where they are defined.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
