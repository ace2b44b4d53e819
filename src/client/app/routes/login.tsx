import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function LoginPage() {
  return (
    <PagePlaceholder title="Login">
      Customer accounts are coming soon. You can already order as a guest: check your postcode on
      the home page to get started.
    </PagePlaceholder>
  );
}
