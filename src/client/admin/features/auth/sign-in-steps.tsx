import { useState } from 'react';

import type { AdminSignInStep } from '#shared/schemas/admin-two-factor';
import { CodeStep } from '#client/admin/features/auth/code-step.tsx';
import { PasswordStep } from '#client/admin/features/auth/password-step.tsx';
import { TwoFactorSetup } from '#client/admin/features/auth/two-factor-setup.tsx';

const INTROS: Record<Exclude<AdminSignInStep, 'signed_in'>, string> = {
  code: 'Enter the code from your authenticator app.',
  setup: 'The back office needs two-factor sign-in. Set it up to continue.',
};

/** The password, then a code when two-factor sign-in is on (or its setup when required). */
export function SignInSteps({ intro, onSignedIn }: { intro: string; onSignedIn: () => void }) {
  const [step, setStep] = useState<AdminSignInStep | 'password'>('password');
  // Kept only for a setup that follows, which changes two-factor sign-in and so needs it.
  const [password, setPassword] = useState<string>();
  const next = (value: AdminSignInStep, typed: string) => {
    if (value === 'signed_in') return onSignedIn();
    if (value === 'setup') setPassword(typed);
    setStep(value);
  };

  return (
    <>
      <p className="mt-1 text-sm text-stone-600">
        {step === 'password' || step === 'signed_in' ? intro : INTROS[step]}
      </p>
      <div className="mt-6">
        {step === 'code' ? (
          <CodeStep onSignedIn={onSignedIn} />
        ) : step === 'setup' ? (
          <TwoFactorSetup password={password} onDone={onSignedIn} />
        ) : (
          <PasswordStep onNext={next} />
        )}
      </div>
    </>
  );
}
