import type { ComponentProps } from 'react';

import { site } from '#shared/site';
import { useHydrated } from '#client/lib/use-hydrated.ts';

export const NEEDS_JAVASCRIPT = `This form needs JavaScript. Please turn it on, or call us on ${site.phone.display}.`;

/**
 * A form that works through the shop's scripts: until they run (or when they never do) its
 * fields are disabled, so nothing is sent as a plain page request, and a reader without
 * JavaScript is told how else to reach us.
 */
export function ClientForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <>
      <noscript>
        <p className="mb-4 rounded-lg bg-wood-50 p-3 text-sm font-medium text-wood-900 ring-1 ring-wood-200">
          {NEEDS_JAVASCRIPT}
        </p>
      </noscript>
      <form {...props}>
        <fieldset disabled={!hydrated} className="contents">
          {children}
        </fieldset>
      </form>
    </>
  );
}
