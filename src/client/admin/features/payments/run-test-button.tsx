import type { ReactNode } from 'react';
import { LoaderCircle, Play } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';

/**
 * Starts a test. While one runs it stays focusable (aria-disabled, not disabled), so a
 * keyboard user's place is kept; the caller ignores presses meanwhile.
 */
export function RunTestButton({
  pending,
  type = 'button',
  onClick,
  children,
}: {
  pending: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type={type}
      aria-disabled={pending || undefined}
      onClick={onClick}
      className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
    >
      {pending ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : (
        <Play aria-hidden className="size-4" />
      )}
      {pending ? 'Running…' : children}
    </Button>
  );
}
