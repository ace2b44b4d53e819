import { useDeferredValue, useEffect, useState } from 'react';

import type * as PasswordPolicy from '#shared/password-policy';
import { cn } from '#client/lib/cn.ts';

type Policy = typeof PasswordPolicy;
// The policy and its word lists are large: fetched once, the first time anyone types a password.
let loadingPolicy: Promise<Policy> | null = null;
const loadPolicy = () => (loadingPolicy ??= import('#shared/password-policy'));

const LEVELS = [
  { label: 'Too weak', colour: 'bg-red-600' },
  { label: 'Too weak', colour: 'bg-red-600' },
  { label: 'Weak', colour: 'bg-amber-500' },
  { label: 'Good', colour: 'bg-forest-600' },
  { label: 'Strong', colour: 'bg-forest-700' },
] as const;

/**
 * A password field's hint: `fallback` until something is typed, then the policy's verdict (the
 * same rule the server applies) as a bar and words. Inline elements only: it sits in a hint
 * paragraph tied to the field with aria-describedby.
 */
export function PasswordStrength({
  password,
  owner,
  fallback,
}: {
  password: string;
  owner?: PasswordPolicy.PasswordOwner;
  fallback: string;
}) {
  const typed = useDeferredValue(password);
  const [policy, setPolicy] = useState<Policy | null>(null);

  useEffect(() => {
    if (typed === '' || policy) return;
    let live = true;
    void loadPolicy().then((module) => {
      if (live) setPolicy(module);
    });
    return () => {
      live = false;
    };
  }, [typed, policy]);

  if (typed === '' || !policy) return <>{fallback}</>;
  const verdict = policy.judgePassword(typed, owner);
  const level = LEVELS[verdict.score];
  return (
    <>
      <span aria-hidden className="mb-1.5 flex gap-1" data-testid="password-strength-bar">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              segment <= Math.max(verdict.score, 1) ? level.colour : 'bg-stone-200',
            )}
          />
        ))}
      </span>
      <span className="block">
        Strength: <strong className="font-semibold text-stone-700">{level.label}</strong>.{' '}
        {verdict.refusal ?? fallback}
      </span>
    </>
  );
}
