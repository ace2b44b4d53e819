import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

import { LazyToaster } from '#client/components/ui/lazy-toaster.tsx';
import { CartProvider } from '#client/features/cart/cart-context.tsx';

/**
 * Everything the pages share: server cache, the in-memory cart, and the one toast system.
 * The query client comes from outside: the server fills one per page it renders, and the
 * browser starts from what that page was rendered with.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        {children}
        <LazyToaster />
      </CartProvider>
    </QueryClientProvider>
  );
}
