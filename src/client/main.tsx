import '#client/lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { PAGE_STATE_ID, type PageState } from '#shared/page-render';
import { App } from '#client/app/app.tsx';
import { preloadScreen } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import '#client/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the shop into');

const queryClient = createQueryClient();
const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;
const state = stateText ? (JSON.parse(stateText) as PageState) : null;
// The data the server rendered with, so the first render draws the same page (and asks nothing).
for (const [queryKey, data] of state?.queries ?? []) queryClient.setQueryData(queryKey, data);
const seed = state?.seed ?? Math.floor(Math.random() * 2 ** 32);

const app = (
  <StrictMode>
    <App queryClient={queryClient} seed={seed} />
  </StrictMode>
);
// The server rendered the page (production). Hydration starts at once, so React already
// listens when the first click comes (it hydrates what was clicked first); the page's own
// screen, preloaded with the HTML, joins as soon as its chunk has run. The development server
// sends an empty shell.
if (root.firstElementChild) {
  void preloadScreen(window.location.pathname).catch(() => undefined);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
