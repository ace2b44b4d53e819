import { createElement, lazy, type ComponentType } from 'react';

/** A screen (or a part of one) in a chunk of its own that can also be loaded ahead of rendering it. */
export interface LazyScreen<P extends object = object> {
  (props: P): React.ReactElement;
  /** Loads the chunk; once it is in, the screen renders at once instead of suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy resolves only once React has tried to render it. The server loads every screen
 * first, so it renders each page in one pass (no suspended boundary, no inline script), and
 * the browser loads the first page's screen before hydrating it.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded = (await load()).default;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  return Object.assign((props: P) => createElement(loaded ?? Suspending, props), { preload });
}
