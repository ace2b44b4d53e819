import { lazy, Suspense, useState } from 'react';
import { LoaderCircle } from 'lucide-react';

import { useAdminAuth } from '#client/admin/api/check-auth.ts';
import { PasswordGate } from '#client/admin/features/auth/password-gate.tsx';
import {
  AcceptInvitation,
  invitationToken,
} from '#client/admin/features/auth/accept-invitation.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

// The dashboard is fetched only once the password is accepted.
const Dashboard = lazy(() => import('#client/admin/app/dashboard.tsx'));

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-stone-500">
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Spec section 4: unauthenticated until the auth check succeeds or the password is accepted. */
export function AdminApp() {
  useDocumentTitle('Admin');
  const auth = useAdminAuth();
  // Read once: the page of an invitation's link, whoever is signed in on this browser.
  const [invitation, setInvitation] = useState(() => invitationToken(window.location.hash));

  if (invitation) {
    const done = () => {
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setInvitation(null);
    };
    return <AcceptInvitation token={invitation} onDone={done} />;
  }
  if (auth.isPending) return <Loading label="Checking your admin session" />;
  if (!auth.data) return <PasswordGate />;
  return (
    <Suspense fallback={<Loading label="Loading the dashboard" />}>
      <Dashboard />
    </Suspense>
  );
}
