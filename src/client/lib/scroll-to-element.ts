/**
 * Smoothly brings an element into view and, when asked, moves keyboard focus to it.
 * Focus is moved without a second scroll so the smooth scroll is not cut short.
 */
export function scrollToElement(id: string, options: { focus?: boolean } = {}): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
  if (options.focus) element.focus({ preventScroll: true });
  return true;
}
