import { useState, type FormEvent } from 'react';

import { useConfirmTwoFactor } from '#client/admin/api/confirm-two-factor.ts';
import { useStartTwoFactorSetup } from '#client/admin/api/start-two-factor-setup.ts';
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
  onStart,
  pending,
  failure,
}: {
  intro: string | undefined;
  knownPassword: string | undefined;
  onStart: (password: string) => void;
  pending: boolean;
  failure: unknown;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = knownPassword ?? password;
    if (typed === '') return setError(ADMIN_PASSWORD_REQUIRED);
    setError(undefined);
    onStart(typed);
  };
  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-3">
      {intro ? <p className="text-sm text-stone-700">{intro}</p> : null}
      <p className="text-sm text-stone-700">
        You will need an authenticator app on your phone (for example Google Authenticator,
        Microsoft Authenticator or 1Password).
      </p>
      {knownPassword === undefined ? (
        <AdminPasswordField
          id="two-factor-setup-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
      ) : null}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? 'Preparing...' : 'Set up two-factor sign-in'}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(failure, 'Could not start the setup. Please try again.')}
        </p>
      ) : null}
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
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;
  if (!start.data) {
    return (
      <StartSetup
        intro={intro}
        knownPassword={knownPassword}
        pending={start.isPending}
        failure={start.error}
        onStart={(typed) => {
          setPassword(typed);
          start.mutate(typed);
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(APP_CODE_REQUIRED);
    setError(undefined);
    confirm.mutate(
      { password, code },
      {
        onError: (err) => {
          setError(errorMessage(err, WRONG_CODE));
          toast({
            title: 'Setup failed',
            description: errorMessage(err, ''),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-stone-700">
        Scan this QR code with the authenticator app, or type the key into it.
      </p>
      <img
        src={start.data.qrDataUrl}
        alt="QR code for the authenticator app"
        width={176}
        height={176}
        className="size-44 rounded-lg border border-stone-200"
      />
      <p className="text-sm text-stone-700">
        Key:{' '}
        <code id="two-factor-secret" className="font-mono break-all text-stone-900">
          {start.data.secret}
        </code>
      </p>
      <AppCodeField
        id="two-factor-first-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button
        type="submit"
        disabled={confirm.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {confirm.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
      </Button>
    </form>
  );
}
