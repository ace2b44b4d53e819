import { ForgotPassword } from '#client/features/account/components/forgot-password-form.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return <ForgotPassword />;
}
