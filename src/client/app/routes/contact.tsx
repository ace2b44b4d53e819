import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function ContactPage() {
  return (
    <PagePlaceholder title="Contact Us">
      Our contact form is coming to this page shortly. In the meantime, please call or email us
      using the details at the foot of this page.
    </PagePlaceholder>
  );
}
