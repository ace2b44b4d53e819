import { useSearch } from 'wouter';

import { ResetPassword } from '#client/features/account/components/reset-password-form.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function ResetPasswordPage() {
  usePageMeta(paths.resetPassword);
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  // A new link means a new start, so the form state is keyed by its token.
  return <ResetPassword key={token} token={token} />;
}
