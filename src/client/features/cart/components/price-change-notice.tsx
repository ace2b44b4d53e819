import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

import { homePostcodeHref } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';

interface PriceChangeNoticeProps {
  /** The server's explanation of the new price. */
  message: string;
  /** Replaces the link to the home page's postcode checker (the cart panel closes first). */
  onCheckAgain?: () => void;
  className?: string;
}

/** Shown while the cart holds prices the server no longer accepts (a 409 at checkout). */
const actionClass =
  'cursor-pointer font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950';

export function PriceChangeNotice({ message, onCheckAgain, className }: PriceChangeNoticeProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
        className,
      )}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">The price has changed</p>
        <p>{message}</p>
        <p>
          {onCheckAgain ? (
            <button type="button" onClick={onCheckAgain} className={actionClass}>
              Check your postcode again
            </button>
          ) : (
            <Link href={homePostcodeHref} className={actionClass}>
              Check your postcode again
            </Link>
          )}{' '}
          to update your cart with today&apos;s price.
        </p>
      </div>
    </div>
  );
}
