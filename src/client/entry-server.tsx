import { renderToString } from 'react-dom/server';

import type { PageSources, RenderedPage } from '#shared/page-render';
import { REGION_PAGE, pageAt, type PageData } from '#shared/storefront-pages';
import { App, type ServerLocation } from '#client/app/app.tsx';
import { preloadAllScreens } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { deliveryTermsQueryOptions } from '#client/features/info/api/get-delivery-terms.ts';
import { shopCertificatesQueryOptions } from '#client/features/info/api/get-shop-certificates.ts';
import { privacyFactsQueryOptions } from '#client/features/privacy/api/get-privacy-facts.ts';
import { trackedOrderQueryOptions } from '#client/features/tracking/api/get-tracked-order.ts';

type QueryClient = ReturnType<typeof createQueryClient>;

/** How each kind of page data (the page table's `data`) goes into the query cache. */
const SEED_DATA: Record<PageData, (client: QueryClient, sources: PageSources) => Promise<void>> = {
  regions: async (client, sources) => {
    client.setQueryData(queryKeys.regions.all(), await sources.regions());
  },
  privacy: async (client, sources) => {
    client.setQueryData(privacyFactsQueryOptions().queryKey, await sources.privacy());
  },
  certificates: async (client, sources) => {
    client.setQueryData(shopCertificatesQueryOptions().queryKey, await sources.certificates());
  },
  deliveryTerms: async (client, sources) => {
    client.setQueryData(deliveryTermsQueryOptions().queryKey, await sources.deliveryTerms());
  },
};

// Every screen is loaded once, up front, so each page renders in a single synchronous pass.
const screensLoaded = preloadAllScreens();

/**
 * Renders one storefront page to HTML on the server, with the data the browser would
 * otherwise fetch first already in the query cache it hands over.
 */
export async function renderPage(url: string, sources: PageSources): Promise<RenderedPage> {
  await screensLoaded;
  const [path = '/', search = ''] = url.split('?');
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.customer.me(), sources.customer);
  if (sources.tracked) {
    const { token, order } = sources.tracked;
    queryClient.setQueryData(trackedOrderQueryOptions(token).queryKey, order);
  }
  if (sources.regionPage) {
    const { slug, delivery } = sources.regionPage;
    queryClient.setQueryData(queryKeys.regions.pageDelivery(slug), delivery);
  }
  const pageData = path.startsWith(REGION_PAGE.pathPrefix)
    ? REGION_PAGE.data
    : (pageAt(path)?.data ?? []);
  for (const data of pageData) await SEED_DATA[data](queryClient, sources);
  const location: ServerLocation = { path, search, context: {} };
  const seed = Math.floor(Math.random() * 2 ** 32);
  const html = renderToString(
    <App queryClient={queryClient} seed={seed} serverLocation={location} />,
  );
  return {
    html,
    redirectTo: location.context.redirectTo ?? null,
    state: {
      queries: queryClient
        .getQueryCache()
        .getAll()
        // Only answers: a query the page started while rendering has none yet.
        .filter((query) => query.state.status === 'success')
        .map((query) => [query.queryKey, query.state.data]),
      seed,
    },
  };
}
