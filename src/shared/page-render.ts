import type { CurrentCustomer } from './schemas/customers.ts';
import type { Region } from './schemas/regions.ts';

/** What the server knows and hands to the page renderer (src/client/entry-server.tsx). */
export interface PageSources {
  /** The signed-in customer, or null: the page never has to ask (a guest's 401). */
  customer: CurrentCustomer | null;
  /** Every region, read only by the pages that show them. */
  regions: () => Promise<Region[]>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page sent the visitor elsewhere while rendering (wouter's Redirect). */
  redirectTo: string | null;
  /** The query cache the page was rendered with, for the browser to start from. */
  state: unknown;
}

export type RenderPage = (url: string, sources: PageSources) => Promise<RenderedPage>;

/** The element holding the page's state: JSON, never executed (the CSP allows no inline script). */
export const PAGE_STATE_ID = 'page-state';
