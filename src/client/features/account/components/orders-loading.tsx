import { LoaderCircle } from 'lucide-react';

/** While the order history, or the code that shows it, is on its way. */
export function OrdersLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-stone-600">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      Loading your orders...
    </p>
  );
}
