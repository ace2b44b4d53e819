import { useState } from 'react';
import { KeyRound } from 'lucide-react';

import * as endpoints from '#shared/api/people';
import { bindField } from '#client/admin/components/bind-field.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const INVITATION = /^#invitation=([A-Za-z0-9_-]{1,200})$/;

/** The invitation's token in the address (`#invitation=...`), kept out of requests and logs. */
export const invitationToken = (hash: string): string | null => INVITATION.exec(hash)?.[1] ?? null;

/** An invited person chooses their password (the shop's password policy), then signs in. */
export function AcceptInvitation({ token, onDone }: { token: string; onDone: () => void }) {
  const [accepted, setAccepted] = useState<string | null>(null);
  const sending = useEndpointForm({
    endpoint: endpoints.acceptInvitation,
    schema: () => import('#shared/schemas/people').then((m) => m.AcceptInvitationSchema),
    defaultValues: { token, password: '' },
    failure: { title: 'Password not set', fallback: 'Please try again.' },
    onSuccess: ({ message }) => setAccepted(message),
  });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex size-11 items-center justify-center rounded-xl bg-forest-800 text-white">
          <KeyRound aria-hidden className="size-5" />
        </div>
        <h1 className="mt-5 text-xl font-bold text-stone-900">Choose your password</h1>
        {accepted ? (
          <div className="mt-4 grid gap-5">
            <p role="status" className="text-stone-700">
              {accepted}
            </p>
            <Button onClick={onDone} className="w-full">
              Go to sign in
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void sending.onSubmit(event)}
            className="mt-4 grid gap-5"
          >
            <p className="text-sm text-stone-600">
              You were invited to the back office. The link works once, for 7 days.
            </p>
            <TextField
              id="invitation-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              autoFocus
              revealable
              {...bindField(sending.form, 'password')}
            />
            <Button type="submit" disabled={sending.isPending} className="w-full">
              {sending.isPending ? 'Saving...' : 'Set my password'}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
