import { LoaderCircle } from 'lucide-react';

/** Shown while a page's code is on its way; reserves space so the footer does not jump. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-stone-500">
      <LoaderCircle aria-hidden className="size-8 animate-spin" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
