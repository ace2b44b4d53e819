import { LogOut } from 'lucide-react';

import { useLogout } from '#client/admin/api/logout.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { site } from '#shared/site';

/** The bar across the top: whose back office this is, who is signed in, and Logout. */
export function DashboardHeader({ name }: { name?: string | undefined }) {
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onError: toastFailure(adminMessages.logoutError),
    });

  return (
    <header className="border-b border-forest-950 bg-forest-900 text-white">
      <div className="mx-auto flex max-w-[90rem] items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <p className="truncate text-xs font-semibold tracking-wider text-wood-300 uppercase">
            {site.tradingName}
          </p>
          <h1 className="text-lg leading-tight font-bold">Admin dashboard</h1>
        </div>
        {name ? (
          <p className="ml-auto truncate text-sm text-wood-100">
            <span className="sr-only">Signed in as </span>
            {name}
          </p>
        ) : null}
        <Button variant="outline-inverse" size="sm" onClick={signOut} disabled={logout.isPending}>
          <LogOut aria-hidden className="size-4" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
