/** The Deliveries tab's compact filter dropdowns. */
export const filterSelect =
  'block h-9 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-stone-900';
