import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function ForgotPasswordPage() {
  return (
    <PagePlaceholder title="Forgot Password">
      Password reset is coming soon together with customer accounts.
    </PagePlaceholder>
  );
}
