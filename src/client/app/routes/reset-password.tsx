import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function ResetPasswordPage() {
  return (
    <PagePlaceholder title="Reset Password">
      Password reset is coming soon together with customer accounts.
    </PagePlaceholder>
  );
}
