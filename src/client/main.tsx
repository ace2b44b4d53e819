import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';

import { PAGE_STATE_ID } from '#shared/page-render';
import { App } from '#client/app/app.tsx';
import { preloadScreen } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import '#client/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the shop into');

const queryClient = createQueryClient();
const state = document.getElementById(PAGE_STATE_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The server rendered the page (production): its screen is loaded first, so hydration finds
// exactly what the server drew. The development server sends an empty shell.
if (root.firstElementChild) {
  await preloadScreen(window.location.pathname).catch(() => undefined);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
