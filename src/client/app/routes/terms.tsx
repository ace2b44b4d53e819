import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function TermsPage() {
  return (
    <PagePlaceholder title="Terms and Conditions">
      Our terms and conditions of sale are being published here shortly.
    </PagePlaceholder>
  );
}
