import { lazy, Suspense, useEffect } from 'react';

import { ErrorBoundary } from '#client/components/layout/error-boundary.tsx';
import { useToast } from '#client/components/ui/use-toast.ts';
import { useLatch } from '#client/lib/use-latch.ts';

const loadToaster = () => import('#client/components/ui/toaster.tsx');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The storefront's toasts. Radix Toast is about a tenth of the home page's JavaScript and shows
 * nothing until the first toast, so it is fetched when the visitor first presses a key or a
 * pointer (toasts answer actions) and mounted with the first toast, which waits in the store.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const wanted = useLatch(toasts.length > 0);

  useEffect(() => {
    // A failed preload is no error yet: the first toast tries again.
    const preload = () => void loadToaster().catch(() => undefined);
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', preload, options);
    window.addEventListener('keydown', preload, options);
    return () => {
      window.removeEventListener('pointerdown', preload, options);
      window.removeEventListener('keydown', preload, options);
    };
  }, []);

  if (!wanted) return null;
  // Offline before the code came, toasts go unseen rather than take the page down with them.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  );
}
