import { ForgotPassword } from '#client/features/account/components/forgot-password-form.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function ForgotPasswordPage() {
  usePageMeta(paths.forgotPassword);
  return <ForgotPassword />;
}
