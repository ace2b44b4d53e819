import { ArrowLeft, LogIn } from 'lucide-react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { textLinkClass } from '#client/components/ui/text-link.ts';
import { AuthCard } from '#client/features/account/components/auth-card.tsx';
import { LoginForm } from '#client/features/account/components/login-form.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function LoginPage() {
  usePageMeta(paths.login);
  return (
    <AuthCard
      icon={LogIn}
      title="Sign In"
      description="Sign in to see your orders, your prices and your details."
      footer={
        <>
          <p>
            New here?{' '}
            <Link href={paths.register} className={textLinkClass}>
              Create an account
            </Link>
          </p>
          <Link
            href={paths.home}
            className={`${buttonClassName({ variant: 'ghost' })} justify-self-center`}
          >
            <ArrowLeft aria-hidden className="size-5" />
            Back to Home
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
