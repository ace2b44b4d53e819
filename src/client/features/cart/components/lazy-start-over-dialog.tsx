import { lazy, Suspense, type ComponentProps } from 'react';

import { useLatch } from '#client/lib/use-latch.ts';

// Only shoppers who add to a non-empty cart need the dialog code, so it loads on demand.
const StartOverDialog = lazy(() =>
  import('#client/features/cart/components/start-over-dialog.tsx').then((module) => ({
    default: module.StartOverDialog,
  })),
);

type StartOverDialogProps = ComponentProps<typeof StartOverDialog>;

export function LazyStartOverDialog(props: StartOverDialogProps) {
  const wanted = useLatch(props.open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StartOverDialog {...props} />
    </Suspense>
  );
}
