import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';

/** A link the checkout opens in a new tab, so the form is kept; it says so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="rounded font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-950"
    >
      {children}
      <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
