import type { ComponentProps, ReactNode } from 'react';

/**
 * One day of a round to choose, as a radio card: checkout's delivery days and the account's
 * change of day. A full day is shown, marked, and cannot be chosen.
 */
export function DayChoice({
  full,
  label,
  fullLabel = 'Full',
  ...radio
}: { full: boolean; label: ReactNode; fullLabel?: string } & Omit<
  ComponentProps<'input'>,
  'type' | 'disabled' | 'className'
>) {
  return (
    <label
      className={
        full
          ? 'flex min-h-12 items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 px-3.5 text-stone-500'
          : 'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3.5 text-stone-900 hover:border-stone-400 has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-700'
      }
    >
      <input
        type="radio"
        disabled={full}
        {...radio}
        className="size-4 shrink-0 accent-forest-700 focus-visible:outline-none"
      />
      <span className="flex-1">{label}</span>
      {full ? (
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
          {fullLabel}
        </span>
      ) : null}
    </label>
  );
}
