import { createContext, type ReactNode } from 'react';

/** The page's seed, read by usePageRandom, which only the pages with a maths question load. */
export const PageSeedContext = createContext(0);

/** The seed the server drew for this page, handed to the browser with the page's state. */
export function PageSeedProvider({ seed, children }: { seed: number; children: ReactNode }) {
  return <PageSeedContext value={seed}>{children}</PageSeedContext>;
}
