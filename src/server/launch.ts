/**
 * The production entry, built to dist/server/main.js: checks that dist/ is one complete build
 * of the sources beside it (if any) and that the production dependencies are installed, then
 * starts the shop (dist/server/shop.js, built from main.ts). Anything wrong is one clear
 * message and exit code 1, before a port is opened or the database touched.
 */
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { checkBuild } from './build/build-stamp.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Node 22.1 and later keep V8's compiled code of the modules between starts, which cuts the
 * time spent loading packages; Node 20 has no such cache. Kept beside the build, not in a
 * shared temporary folder; where that folder is read-only the start simply goes uncached.
 */
function enableCompileCache(): void {
  const cache = (module as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache;
  cache?.(fileURLToPath(new URL('./.compile-cache', import.meta.url)));
}

function refuse(lines: string[]): never {
  console.error(['The shop cannot start:', ...lines].join('\n  '));
  process.exit(1);
}

/** The package a failed import names, e.g. `Cannot find package 'fastify' imported from`. */
function missingPackage(error: unknown): string | null {
  if (!(error instanceof Error) || !('code' in error) || error.code !== 'ERR_MODULE_NOT_FOUND') {
    return null;
  }
  return /Cannot find (?:package|module) '([^']+)'/.exec(error.message)?.[1] ?? error.message;
}

/** The imported packages that do not resolve from here, by package name. */
function uninstalled(specifiers: string[]): string[] {
  const missing = specifiers.filter((specifier) => {
    try {
      import.meta.resolve(specifier);
      return false;
    } catch {
      return true;
    }
  });
  return [...new Set(missing.map((s) => s.split('/', s.startsWith('@') ? 2 : 1).join('/')))];
}

const INSTALL = 'Run "npm ci --omit=dev" (or "npm ci") in the shop folder, then start again.';

const build = checkBuild(root);
if (!build.ok) {
  refuse([
    `${build.reason}.`,
    'Run "npm run build" (or "npm start", which builds when needed), then start again.',
  ]);
}
const missing = uninstalled(build.stamp.packages);
if (missing.length > 0) {
  refuse([`production dependencies are not installed: ${missing.join(', ')}.`, INSTALL]);
}

enableCompileCache();
try {
  // A computed address, so the bundler leaves the shop in its own file: its imports of
  // packages are then resolved here, where a missing one can be caught.
  await import(new URL('./shop.js', import.meta.url).href);
} catch (error) {
  const notFound = missingPackage(error);
  if (!notFound) throw error;
  refuse([`a production dependency is not installed: ${notFound}.`, INSTALL]);
}
