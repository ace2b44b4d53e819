import { Link2Off } from 'lucide-react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { AuthCard } from '#client/features/account/components/auth-card.tsx';

/** A reset link without a token, or one the server refused (used, unknown or expired). */
export function InvalidResetLink() {
  return (
    <AuthCard
      icon={Link2Off}
      title="Invalid Reset Link"
      description="This password reset link is invalid or has expired. For your security, reset links expire after 1 hour and work only once."
    >
      <div className="grid gap-3">
        <Link href={paths.forgotPassword} className={buttonClassName({ size: 'lg' })}>
          Request New Link
        </Link>
        <Link href={paths.login} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          Back to Login
        </Link>
      </div>
    </AuthCard>
  );
}
