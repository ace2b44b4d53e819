import { Leaf } from 'lucide-react';
import { Link } from 'wouter';

import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';

/** The shop's mark and name, always linking home. */
export function SiteLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link
      href={paths.home}
      className={cn(
        'flex items-center gap-2.5 rounded-lg',
        inverse ? 'text-white' : 'text-forest-900',
      )}
    >
      <span
        aria-hidden
        className="flex size-9 items-center justify-center rounded-lg bg-forest-800 text-wood-300"
      >
        <Leaf className="size-5" />
      </span>
      <span className="leading-tight">
        <span className="block text-lg font-extrabold tracking-tight">Northfield</span>
        <span
          className={cn(
            'block text-[0.7rem] font-semibold tracking-[0.18em] uppercase',
            inverse ? 'text-wood-300' : 'text-wood-700',
          )}
        >
          Wood Pellets
        </span>
        {/* The name is what the logo shows, then where it goes (WCAG 2.5.3, label in name). */}
        <span className="sr-only">home</span>
      </span>
    </Link>
  );
}
