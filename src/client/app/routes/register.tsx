import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';

import { paths } from '#client/config/paths.ts';
import { textLinkClass } from '#client/components/ui/text-link.ts';
import { AuthCard } from '#client/features/account/components/auth-card.tsx';
import { RegisterForm } from '#client/features/account/components/register-form.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function RegisterPage() {
  usePageMeta(paths.register);
  return (
    <AuthCard
      icon={UserPlus}
      title="Create an Account"
      description="Order faster, follow your deliveries and see your own prices."
      wide
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link href={paths.login} className={textLinkClass}>
              Sign in
            </Link>
          </p>
          <p className="mt-2">
            How we use and keep your details:{' '}
            <Link href={paths.privacy} className={textLinkClass}>
              our privacy notice
            </Link>
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
