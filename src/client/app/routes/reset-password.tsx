import { useSearch } from 'wouter';

import { ResetPassword } from '#client/features/account/components/reset-password-form.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  // A new link means a new start, so the form state is keyed by its token.
  return <ResetPassword key={token} token={token} />;
}
