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
/** Vite's .vite/manifest.json: each chunk by the module it was built from. */
export type Manifest = Record<string, ManifestChunk>;

export interface RenderedDocument {
  html: string;
  redirectTo: string | null;
}

/**
 * The chunks a screen needs beyond the entry, so the browser fetches them with the page: the
 * screen's chunk in the build's manifest (keyed by its module, as the page table names it) and
 * every chunk it imports. The home page's screen is in the entry chunk: nothing to add.
 */
export function preloadFiles(manifest: Manifest, screen: string | null): string[] {
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
  if (screen) visit(screen);
  return files;
}

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('');

/** Where a page's document comes from: the build (production) or Vite's dev server. */
export interface DocumentSource {
  /** index.html for this address, with the page slots still in it. */
  template: (url: string) => Promise<string>;
  renderPage: RenderPage;
  /** The `<link rel="modulepreload">` tags of a screen's chunks; none in development. */
  preload: (screen: string | null) => string;
}

/** Renders whole pages from a template, the React renderer and the screens' chunks. */
export function createDocumentRenderer(source: DocumentSource, options: { testShop: boolean }) {
  /**
   * A whole page: `screen` is its screen module from the page table (the build's manifest key),
   * `head` its own head tags, `url` the address with its query as the browser asked for it.
   */
  return async function renderDocument(
    url: string,
    page: { screen: string | null; head: string },
    sources: PageSources,
  ): Promise<RenderedDocument> {
    const rendered = await source.renderPage(url, sources);
    if (rendered.redirectTo) return { html: '', redirectTo: rendered.redirectTo };
    const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(rendered.state)}</script>`;
    const template = await source.template(url);
    const html = (options.testShop ? withTestShopNotice(template) : template)
      .replace(SLOTS.head, () => page.head + source.preload(page.screen))
      .replace(SLOTS.html, () => rendered.html)
      .replace(SLOTS.state, () => state);
    return { html, redirectTo: null };
  };
}

/**
 * The built storefront: the HTML template and manifest of the client build and the page
 * renderer of the server build (`npm run build`). Null when either build is missing.
 *
 * The renderer's modules (React and every screen, a fifth of a second to load) are loaded with
 * the first page, not at start: a start does not wait for them, and nothing else stalls while
 * they load (a stop signal, a health check) but the requests that need them.
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
  const template = await readFile(templateFile, 'utf8');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  let loading: Promise<RenderPage> | null = null;
  const loadRenderPage = () =>
    (loading ??= import(pathToFileURL(entryFile).href).then(
      (entry: { renderPage: RenderPage }) => entry.renderPage,
      (error: unknown) => {
        // A failed load is tried again by the next page, not remembered.
        loading = null;
        throw error;
      },
    ));
  const links = new Map<string | null, string>();
  return createDocumentRenderer(
    {
      template: async () => template,
      renderPage: async (url, sources) => (await loadRenderPage())(url, sources),
      preload: (screen) => {
        const known = links.get(screen);
        if (known !== undefined) return known;
        const made = preloadLinks(preloadFiles(manifest, screen));
        links.set(screen, made);
        return made;
      },
    },
    options,
  );
}

export type PageRenderer = ReturnType<typeof createDocumentRenderer>;
