import { useState } from 'react';

import * as endpoints from '#shared/api/two-factor';
import type { TwoFactorSetup as TwoFactorSetupAnswer } from '#shared/schemas/admin-two-factor';
import { bindField } from '#client/admin/components/bind-field.ts';
import {
  ADMIN_PASSWORD_REQUIRED,
  AdminPasswordField,
} from '#client/admin/features/auth/admin-password-field.tsx';
import {
  APP_CODE_REQUIRED,
  AppCodeField,
  WRONG_CODE,
} from '#client/admin/features/auth/app-code-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** The ten recovery codes, shown once, until the person says they kept them. */
export function RecoveryCodes({
  codes,
  onDone,
  intro = 'Two-factor sign-in is on.',
}: {
  codes: string[];
  onDone: () => void;
  intro?: string;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">
        {intro} Keep these recovery codes somewhere safe: each one signs in once if the phone is
        lost. They are not shown again.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-1 rounded-lg bg-stone-100 p-3 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="button" onClick={onDone} className="w-full sm:w-auto sm:justify-self-start">
        I have kept the recovery codes
      </Button>
    </div>
  );
}

/** The first stage: the admin password again (unless the gate has just taken it), then start. */
function StartSetup({
  intro,
  knownPassword,
  onStarted,
}: {
  intro: string | undefined;
  knownPassword: string | undefined;
  onStarted: (setup: TwoFactorSetupAnswer, password: string) => void;
}) {
  const sending = useEndpointForm({
    endpoint: endpoints.startTwoFactorSetup,
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({ password: z.string().min(1, ADMIN_PASSWORD_REQUIRED) }),
      ),
    defaultValues: { password: knownPassword ?? '' },
    onSuccess: (setup, { password }) => onStarted(setup, password),
  });
  const { form, isPending } = sending;
  return (
    <form
      noValidate
      onSubmit={(event) => void sending.onSubmit(event)}
      className="grid max-w-sm gap-3"
    >
      {intro ? <p className="text-sm text-stone-700">{intro}</p> : null}
      <p className="text-sm text-stone-700">
        You will need an authenticator app on your phone (for example Google Authenticator,
        Microsoft Authenticator or 1Password).
      </p>
      {knownPassword === undefined ? (
        <AdminPasswordField id="two-factor-setup-password" {...bindField(form, 'password')} />
      ) : null}
      <Button type="submit" disabled={isPending} className="w-full sm:w-auto sm:justify-self-start">
        {isPending ? 'Preparing...' : 'Set up two-factor sign-in'}
      </Button>
      {sending.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(sending.error, 'Could not start the setup. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}

/** The second stage: the key to scan or type, and a first code from the app. */
function ConfirmSetup({
  setup,
  password,
  onConfirmed,
}: {
  setup: TwoFactorSetupAnswer;
  password: string;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const sending = useEndpointForm({
    endpoint: endpoints.confirmTwoFactor,
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({ code: z.string().trim().min(1, APP_CODE_REQUIRED) }),
      ),
    defaultValues: { code: '' },
    request: ({ code }) => ({ body: { password, code } }),
    onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
    onError: (err) => {
      form.setError('code', { message: errorMessage(err, WRONG_CODE) });
      toast({ title: 'Setup failed', description: errorMessage(err, ''), variant: 'destructive' });
    },
  });
  const { form, isPending } = sending;
  return (
    <form noValidate onSubmit={(event) => void sending.onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-stone-700">
        Scan this QR code with the authenticator app, or type the key into it.
      </p>
      <img
        src={setup.qrDataUrl}
        alt="QR code for the authenticator app"
        width={176}
        height={176}
        className="size-44 rounded-lg border border-stone-200"
      />
      <p className="text-sm text-stone-700">
        Key:{' '}
        <code id="two-factor-secret" className="font-mono break-all text-stone-900">
          {setup.secret}
        </code>
      </p>
      <AppCodeField id="two-factor-first-code" {...bindField(form, 'code')} />
      <Button type="submit" disabled={isPending} className="w-full sm:w-auto sm:justify-self-start">
        {isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
      </Button>
    </form>
  );
}

/**
 * Setting up the authenticator app: the admin password, a QR code and the key (shown once),
 * then a first code to prove the app has it, then the recovery codes. `password` is the one the
 * gate has just taken, when setup follows the sign-in.
 */
export function TwoFactorSetup({
  intro,
  password: knownPassword,
  onDone,
}: {
  intro?: string;
  password?: string;
  onDone: () => void;
}) {
  const [started, setStarted] = useState<{ setup: TwoFactorSetupAnswer; password: string }>();
  const [codes, setCodes] = useState<string[]>();

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (!started) {
    return (
      <StartSetup
        intro={intro}
        knownPassword={knownPassword}
        onStarted={(setup, password) => setStarted({ setup, password })}
      />
    );
  }
  return <ConfirmSetup setup={started.setup} password={started.password} onConfirmed={setCodes} />;
}
