import { MapPinOff } from 'lucide-react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function NotFoundPage() {
  usePageMeta(null);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span
        aria-hidden
        className="flex size-16 items-center justify-center rounded-2xl bg-wood-100 text-wood-700"
      >
        <MapPinOff className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-stone-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-stone-600">
        Sorry, we couldn&apos;t find that page. It may have moved, or the address may be mistyped.
      </p>
      <Link href={paths.home} className={`${buttonClassName()} mt-8`}>
        Go to Home
      </Link>
    </div>
  );
}
