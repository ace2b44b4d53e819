/**
 * Classes for a <Table> in the back office: smaller text and tighter cells than the shop's
 * tables, so a dozen columns fit a laptop screen. Descendant selectors outrank the cells' own.
 */
export const denseTable = [
  '[&_td]:px-2.5 [&_td]:py-2 [&_td]:align-middle [&_td]:text-sm',
  '[&_thead_th]:px-2.5 [&_thead_th]:py-2.5 [&_thead_th]:text-xs [&_thead_th]:tracking-wide [&_thead_th]:whitespace-nowrap [&_thead_th]:uppercase',
  '[&_tbody_th]:px-2.5 [&_tbody_th]:py-2 [&_tbody_th]:align-middle [&_tbody_th]:text-sm',
].join(' ');
