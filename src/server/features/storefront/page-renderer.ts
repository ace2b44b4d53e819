import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_ID, type PageSources, type RenderPage } from '#shared/page-render';
import { withTestShopNotice } from '#server/http/test-shop-notice';
import { scriptJson } from './page-head.ts';

/** What the client build leaves where the server fills in a page (src/client/index.html). */
const SLOTS = { head: '<!--page-head-->', html: '<!--page-html-->', state: '<!--page-state-->' };

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RenderedDocument {
  html: string;
  redirectTo: string | null;
}

/** The screen module of a path in the build's manifest; the home page is in the entry chunk. */
const screenModule = (path: string | null) =>
  path === '/' ? null : `app/routes/${path ? path.slice(1) : 'not-found'}.tsx`;

/** The chunks a screen needs beyond the entry, so the browser fetches them with the page. */
function preloadLinks(manifest: Manifest, path: string | null): string {
  const entry = manifest['index.html'];
  const loaded = new Set([
    entry?.file,
    ...(entry?.imports ?? []).map((key) => manifest[key]?.file),
  ]);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  const screen = screenModule(path);
  if (screen) visit(screen);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('');
}

/**
 * The built storefront: the HTML template and manifest of the client build and the page
 * renderer of the server build (`npm run build`). Null when either build is missing.
 */
export async function loadPageRenderer(
  clientDir: string,
  ssrDir: string,
  options: { testShop: boolean },
) {
  const templateFile = join(clientDir, 'index.html');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const entryFile = join(ssrDir, 'entry-server.js');
  if (![templateFile, manifestFile, entryFile].every((file) => existsSync(file))) return null;
  const built = await readFile(templateFile, 'utf8');
  const template = options.testShop ? withTestShopNotice(built) : built;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const { renderPage } = (await import(pathToFileURL(entryFile).href)) as {
    renderPage: RenderPage;
  };

  /**
   * A whole page: `path` is the storefront path (null for the 404 page), `head` its own head
   * tags, `url` the address with its query as the browser asked for it.
   */
  return async function renderDocument(
    url: string,
    page: { path: string | null; head: string },
    sources: PageSources,
  ): Promise<RenderedDocument> {
    const rendered = await renderPage(url, sources);
    if (rendered.redirectTo) return { html: '', redirectTo: rendered.redirectTo };
    const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(rendered.state)}</script>`;
    const html = template
      .replace(SLOTS.head, () => page.head + preloadLinks(manifest, page.path))
      .replace(SLOTS.html, () => rendered.html)
      .replace(SLOTS.state, () => state);
    return { html, redirectTo: null };
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
