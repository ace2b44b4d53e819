import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

interface PagePlaceholderProps {
  title: string;
  /** Defaults to `title`; set when the tab title differs from the heading. */
  documentTitle?: string;
  children: ReactNode;
}

/** A simple page body: heading, a short text, and the way home. Real screens replace it. */
export function PagePlaceholder({ title, documentTitle, children }: PagePlaceholderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg leading-relaxed text-stone-600">{children}</div>
      <Link href={paths.home} className={`${buttonClassName({ variant: 'outline' })} mt-8`}>
        Back to Home
      </Link>
    </div>
  );
}
