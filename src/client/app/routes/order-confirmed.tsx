import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';

export default function OrderConfirmedPage() {
  return <PagePlaceholder title="Order Confirmed">Thank you for your order.</PagePlaceholder>;
}
