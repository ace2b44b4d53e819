import { AppProviders } from '#client/app/providers.tsx';
import { AppRouter } from '#client/app/router.tsx';
import { AppShell } from '#client/app/app-shell.tsx';

export function App() {
  return (
    <AppProviders>
      <AppShell>
        <AppRouter />
      </AppShell>
    </AppProviders>
  );
}
