/** A form's dropdown in the tab, as tall as a text field beside it. */
export const fieldSelect =
  'block h-11 w-full rounded-md border border-stone-300 bg-white px-2.5 text-base text-stone-900';
