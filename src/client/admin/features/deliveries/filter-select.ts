/** The Deliveries tab's compact filter dropdowns. */
export const filterSelect =
  'block h-9 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-stone-900';

/** A form's dropdown in the tab, as tall as a text field beside it. */
export const fieldSelect =
  'block h-11 w-full rounded-md border border-stone-300 bg-white px-2.5 text-base text-stone-900';
