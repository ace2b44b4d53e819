/** An inline text link in the shop's style (a Tailwind class list, for wouter's <Link>). */
export const textLinkClass =
  'rounded font-semibold text-forest-800 underline-offset-2 hover:text-forest-950 hover:underline';
