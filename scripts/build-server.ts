// The last step of `npm run build`: compiles the server to JavaScript (dist/server), copies the
// files it reads at run time beside it, and writes the build stamp (dist/build.json).
// See docs/decisions/011-compiled-server.md.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { BUILD_PARTS, hashParts, sourceHash, type BuildStamp } from '#server/build/build-stamp';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const serverDir = join(distDir, 'server');
/** Read at run time through `new URL('./…', import.meta.url)`, which now means dist/server/. */
const RUNTIME_FILES = ['src/server/db/migrations', 'src/server/seed/regions-seed.csv'];

// Hashed first, so sources changed while this runs make the next start rebuild.
const sources = sourceHash(root);
rmSync(join(distDir, 'build.json'), { force: true });
rmSync(serverDir, { recursive: true, force: true });
mkdirSync(serverDir, { recursive: true });

/**
 * Packages bundled into the server, not imported at run time: loading a package from
 * node_modules resolves each of its files (Node 22 and later read its package.json again for
 * each, and drizzle-orm's is 180 kB of exports), which cost most of a start; bundled, they are
 * a few files with nothing to resolve. Left as imports: PGlite (its WebAssembly files), pg
 * (an optional native driver), pino (its worker transports), the PDF renderer's packages (font
 * files), and those loaded only on demand (password strength, mail, two-factor QR codes, the
 * OpenAPI document).
 */
const BUNDLED_PACKAGES = new Set([
  'csv-parse',
  'csv-stringify',
  'date-holidays',
  'drizzle-orm',
  'fastify',
  '@fastify/cookie',
  '@fastify/multipart',
  '@fastify/rate-limit',
  '@fastify/static',
  'fastify-type-provider-zod',
  'helmet',
  'otpauth',
  'prom-client',
  'rate-limiter-flexible',
  'zod',
]);

/**
 * The production dependencies, but for the bundled ones; a name also covers its subpaths.
 * Anything else the server imports (the bundled packages' own dependencies) is bundled too.
 */
function externalPackages(): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter((name) => !BUNDLED_PACKAGES.has(name));
}

const entryPoints = {
  main: join(root, 'src/server/launch.ts'),
  shop: join(root, 'src/server/main.ts'),
  'build-check': join(root, 'src/server/build/build-stamp.ts'),
  // Production has no tsx: `npm run backup`/`restore` run these there (docs/production.md).
  backup: join(root, 'scripts/backup.ts'),
  restore: join(root, 'scripts/restore.ts'),
  // A worker: judges a configured ADMIN_PASSWORD while the shop starts (admin-password-judge.ts).
  'admin-password-judge': join(root, 'src/server/admin-password-judge.worker.ts'),
};

const { metafile } = await build({
  entryPoints,
  outdir: serverDir,
  bundle: true,
  // The modules main.ts imports on demand go in chunks of their own, loaded when imported: the
  // app's are loaded while the database opens.
  splitting: true,
  // Beside shop.js, where `new URL('./migrations', import.meta.url)` still finds its files.
  chunkNames: '[name]-[hash]',
  // Packages stay imports, installed by `npm ci --omit=dev`, but for BUNDLED_PACKAGES.
  external: externalPackages(),
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  // Bundled CommonJS packages require Node's modules (and the packages left out) by name.
  banner: {
    js: "import { createRequire as __shopRequire } from 'node:module'; const require = __shopRequire(import.meta.url);",
  },
});

/**
 * Every package the shop imports, from shop.js and the chunks it loads, so a start can tell
 * which ones are not installed.
 */
function importedPackages(): string[] {
  const outputs = metafile.outputs;
  const shop = Object.keys(outputs).find((file) => file.endsWith('shop.js'));
  const packages = new Set<string>();
  const visited = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (!imported.external) visit(imported.path);
      else if (!isBuiltin(imported.path)) packages.add(imported.path);
    }
  };
  if (shop) visit(shop);
  return [...packages].sort();
}

/**
 * The chunks the entries load (dist/server/…), shared or imported on demand, and the shop's
 * worker: parts of the build like shop.js itself (which BUILD_PARTS names).
 */
function serverChunks(): string[] {
  const notShop = ['main', 'shop', 'build-check', 'backup', 'restore'];
  const entries = new Set(notShop.map((name) => `server/${name}.js`));
  return Object.keys(metafile.outputs)
    .filter((file) => file.endsWith('.js'))
    .map((file) => relative(distDir, join(root, file)))
    .filter((file) => !entries.has(file))
    .sort();
}

for (const file of RUNTIME_FILES) {
  cpSync(join(root, file), join(serverDir, file.split('/').at(-1) ?? file), { recursive: true });
}

const stamp: BuildStamp = {
  sourceHash: sources,
  parts: hashParts(distDir, [...BUILD_PARTS, ...serverChunks()]),
  packages: importedPackages(),
  builtAt: new Date().toISOString(),
};
writeFileSync(join(distDir, 'build.json'), `${JSON.stringify(stamp, null, 2)}\n`);
console.log(`Server built into ${serverDir}; start it with: node dist/server/main.js`);
