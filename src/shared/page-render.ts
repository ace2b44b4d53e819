import type { CurrentCustomer } from './schemas/customers.ts';
import type { DeliveryPromise, DeliveryTerms } from './schemas/delivery.ts';
import type { Region } from './schemas/regions.ts';
import type { PrivacyFacts } from './schemas/retention.ts';
import type { ShopCertificates } from './schemas/settings.ts';
import type { TrackingResult } from './tracking.ts';

/** What the server knows and hands to the page renderer (src/client/entry-server.tsx). */
export interface PageSources {
  /** The signed-in customer, or null: the page never has to ask (a guest's 401). */
  customer: CurrentCustomer | null;
  /** Every region, read only by the pages that show them. */
  regions: () => Promise<Region[]>;
  /** The contact email and retention periods in force, read only by the privacy notice. */
  privacy: () => Promise<PrivacyFacts>;
  /** The certificates entered in Settings, read only by the pages that state them. */
  certificates: () => Promise<ShopCertificates>;
  /** The lead time in Settings and whether rounds book days, read by the delivery pages. */
  deliveryTerms: () => Promise<DeliveryTerms>;
  /** On a tracking page: its token and the order it opens ('expired', or null: no such order). */
  tracked?: { token: string; order: TrackingResult };
  /** On a region's page: its slug and the earliest delivery there (null: not served). */
  regionPage?: { slug: string; delivery: DeliveryPromise | null };
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page sent the visitor elsewhere while rendering (wouter's Redirect). */
  redirectTo: string | null;
  /** What the browser starts from to draw the same page. */
  state: PageState;
}

export interface PageState {
  /** The query cache the page was rendered with: each query's key and data. */
  queries: Array<[queryKey: readonly unknown[], data: unknown]>;
  /** Seeds what the page draws at random (the maths question), so both sides draw alike. */
  seed: number;
}

export type RenderPage = (url: string, sources: PageSources) => Promise<RenderedPage>;

/** The element holding the page's state: JSON, never executed (the CSP allows no inline script). */
export const PAGE_STATE_ID = 'page-state';
