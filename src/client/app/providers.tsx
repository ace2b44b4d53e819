import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';

import { LazyToaster } from '#client/components/ui/lazy-toaster.tsx';
import { CartProvider } from '#client/features/cart/cart-context.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/** Everything the pages share: server cache, the in-memory cart, and the one toast system. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per app instance (created lazily so tests can mount the app repeatedly).
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        {children}
        <LazyToaster />
      </CartProvider>
    </QueryClientProvider>
  );
}
