import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { browserEndpoints } from './scripts/browser-endpoints.ts';

const apiPort = Number(process.env.PORT ?? 5000);
const root = resolve(import.meta.dirname, 'src/client');
const outDir = resolve(import.meta.dirname, 'dist/client');
/** The server's page renderer: the storefront's code built for Node (see entry-server.tsx). */
const ssrOutDir = resolve(import.meta.dirname, 'dist/ssr');
const apiDeclarations = resolve(import.meta.dirname, 'src/shared/api');

/** What the storefront and the admin builds share. */
function clientConfig(): UserConfig {
  return {
    root,
    plugins: [react(), tailwindcss(), browserEndpoints(apiDeclarations)],
    build: { outDir, assetsDir: 'assets', sourcemap: false },
  };
}

/**
 * The admin back office (admin.html, served by the server at its hidden path) is a second,
 * separate build into the same folder, run once the storefront's has been written. One build
 * with two entries would share chunks between them: the `radix-ui` barrel makes every Radix
 * primitive the admin uses reachable from the shop's entry, so they would land in a chunk the
 * shop downloads. Separate builds share nothing, so a shopper never downloads admin code and
 * the admin's size never counts against the home page budget (tests/e2e/admin-bundle.spec.ts).
 */
function adminBuild(): Plugin {
  let failed = false;
  return {
    name: 'pellets:admin-build',
    apply: 'build',
    buildEnd(error) {
      failed = error !== undefined;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (failed) return;
        const admin = clientConfig();
        await build({
          ...admin,
          configFile: false,
          publicDir: false,
          build: {
            ...admin.build,
            emptyOutDir: false,
            rolldownOptions: { input: { admin: resolve(root, 'admin.html') } },
          },
        });
      },
    },
  };
}

const storefront = clientConfig();

/**
 * `vite build --ssr src/client/entry-server.tsx` builds the page renderer into dist/ssr, with
 * every dependency bundled: production installs no front-end packages.
 */
const serverRenderer: UserConfig = {
  ...storefront,
  publicDir: false,
  ssr: { noExternal: true },
  // React's production build: bundled, its NODE_ENV checks are settled now, not at run time.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ...storefront.build, outDir: ssrOutDir, emptyOutDir: true },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderer
    : {
        ...storefront,
        publicDir: 'public',
        plugins: [...(storefront.plugins ?? []), adminBuild()],
        build: {
          ...storefront.build,
          emptyOutDir: true,
          // Which chunks each screen needs: the server preloads a page's own chunk with its HTML.
          manifest: true,
          // Every browser the shop supports preloads modules itself: no polyfill in the entry.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { index: resolve(root, 'index.html') },
            treeshake: {
              moduleSideEffects: [
                { test: /\/src\/(shared|domain)\//, sideEffects: false },
                { test: /\/node_modules\/date-holidays\//, sideEffects: false },
              ],
            },
            output: {
              // Everything the first page load needs (the shell and the home page) in one chunk;
              // without this, modules shared with lazy screens (React, money, the API client) are
              // split into many tiny chunks that the home page then fetches one by one.
              codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            },
          },
        },
        server: {
          port: 5173,
          proxy: {
            '/api': `http://127.0.0.1:${apiPort}`,
            '/healthz': `http://127.0.0.1:${apiPort}`,
          },
        },
      },
);
