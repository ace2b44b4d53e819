import { LockKeyhole } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';

import { adminSessionKey } from '#client/admin/api/check-auth.ts';
import { SignInSteps } from '#client/admin/features/auth/sign-in-steps.tsx';

/** The gate, asked before anything of the back office is shown. */
export function PasswordGate() {
  const queryClient = useQueryClient();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-11 items-center justify-center rounded-xl bg-forest-800 text-white">
          <LockKeyhole aria-hidden className="size-5" />
        </div>
        <h1 className="mt-5 text-xl font-bold text-stone-900">Admin sign in</h1>
        <SignInSteps
          intro="Enter the admin password, or your email and your own password, to open the back office."
          onSignedIn={() => queryClient.setQueryData(adminSessionKey(), true)}
        />
      </div>
    </main>
  );
}
