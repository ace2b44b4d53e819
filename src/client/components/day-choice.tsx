import { useState, type ComponentProps, type ReactNode } from 'react';

import { dayOptions, focusedDay, type DayOption } from '#client/lib/day-options.ts';

/**
 * One day of a round to choose, as a radio card: checkout's delivery days and the account's
 * change of day. A full day is shown, marked, and cannot be chosen.
 */
export function DayChoice({
  full,
  label,
  ...radio
}: { full: boolean; label: ReactNode } & Omit<
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
          Full
        </span>
      ) : null}
    </label>
  );
}

/**
 * A round's days as a grid of `DayChoice` cards: the first few until 'Show more days' (the
 * chosen day always in view), or `empty` when no day is free. `renderDay` draws one card;
 * `focus` marks the card a focus on the field should land on.
 */
export function DayChoiceList({
  days,
  chosen,
  empty,
  renderDay,
}: {
  days: readonly { date: string; full: boolean }[];
  chosen: string;
  empty: ReactNode;
  renderDay: (day: DayOption, focus: boolean) => ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  if (days.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  const { shown, hidden } = dayOptions(days, { showAll, chosen });
  const focus = focusedDay(shown, chosen);
  return (
    <>
      <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
        {shown.map((day) => renderDay(day, day.date === focus))}
      </div>
      {hidden > 0 || showAll ? (
        <button
          type="button"
          className="mt-2 rounded text-sm font-semibold text-forest-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
          aria-expanded={showAll}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show fewer days' : 'Show more days'}
        </button>
      ) : null}
    </>
  );
}
