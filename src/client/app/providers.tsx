import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';

import { Toaster } from '#client/components/ui/toaster.tsx';
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
        <Toaster />
      </CartProvider>
    </QueryClientProvider>
  );
}
