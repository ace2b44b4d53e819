import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';

import { AppProviders } from '#client/app/providers.tsx';
import { AppRouter } from '#client/app/router.tsx';
import { AppShell } from '#client/app/app-shell.tsx';
import { PageSeedProvider } from '#client/lib/page-seed.tsx';

/** Where the server renders a page: its address, and a place for a redirect to be noted. */
export interface ServerLocation {
  path: string;
  search: string;
  context: { redirectTo?: string };
}

export function App({
  queryClient,
  seed,
  serverLocation,
}: {
  queryClient: QueryClient;
  seed: number;
  serverLocation?: ServerLocation;
}) {
  return (
    <Router
      ssrPath={serverLocation?.path}
      ssrSearch={serverLocation?.search}
      ssrContext={serverLocation?.context}
    >
      <PageSeedProvider seed={seed}>
        <AppProviders queryClient={queryClient}>
          <AppShell>
            <AppRouter />
          </AppShell>
        </AppProviders>
      </PageSeedProvider>
    </Router>
  );
}
