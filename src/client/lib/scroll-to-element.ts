interface ScrollOptions {
  /** Move keyboard focus there too (without a second scroll that would cut the animation). */
  focus?: boolean;
  block?: ScrollLogicalPosition;
}

/** Brings an element into view, smoothly unless the user prefers reduced motion. */
export function scrollToElement(
  id: string,
  { focus = false, block = 'center' }: ScrollOptions = {},
) {
  const element = document.getElementById(id);
  if (!element) return false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block });
  if (focus) element.focus({ preventScroll: true });
  return true;
}
