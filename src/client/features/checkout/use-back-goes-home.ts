import { useEffect } from 'react';
import { useLocation } from 'wouter';

import { paths } from '#client/config/paths.ts';

const GUARD_STATE = { orderConfirmedGuard: true } as const;

function isGuardState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'orderConfirmedGuard' in state;
}

/**
 * Spec section 2: the browser's back button must not return to the checkout. A copy of this
 * page is pushed onto the history; going back lands on the original entry, and that pop is
 * turned into a visit to the home page.
 */
export function useBackGoesHome(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    // Pushed once, even when the effect runs twice (React's development checks).
    if (!isGuardState(window.history.state)) {
      window.history.pushState(GUARD_STATE, '', window.location.href);
    }
    const onPopState = () => navigate(paths.home, { replace: true });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [navigate]);
}
