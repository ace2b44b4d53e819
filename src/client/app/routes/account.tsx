import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function AccountPage() {
  return <PagePlaceholder title="My Account">Customer accounts are coming soon.</PagePlaceholder>;
}
