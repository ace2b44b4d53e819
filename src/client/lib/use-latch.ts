import { useState } from 'react';

/**
 * False until `value` is first true, then true for good. Lets a lazily loaded overlay mount
 * on first use and stay mounted, so later closes still play their exit animation.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  // Adjusting state during render (React's documented pattern) avoids an extra effect pass.
  if (value && !latched) setLatched(true);
  return latched || value;
}
