import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle('404 Page Not Found', { exact: true });
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p aria-hidden className="text-6xl font-extrabold text-wood-500">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-stone-600">
        Sorry, we couldn&apos;t find that page. It may have moved, or the address may be mistyped.
      </p>
      <Link href={paths.home} className={`${buttonClassName()} mt-8`}>
        Go to Home
      </Link>
    </div>
  );
}
