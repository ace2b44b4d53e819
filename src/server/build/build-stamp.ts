import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What `npm run build` writes last, as `dist/build.json`: the sources it was built from and a
 * hash of each part of the build, so a build that is older than the sources, half written or
 * assembled from two builds is refused at start instead of serving a mixed shop.
 */
export interface BuildStamp {
  sourceHash: string;
  parts: Record<string, string>;
  /** What the built server imports from node_modules, e.g. `fastify`, `csv-parse/sync`. */
  packages: string[];
  builtAt: string;
}

/** The files of dist/ that must come from one build (paths relative to dist/). */
export const BUILD_PARTS = [
  'client/index.html',
  'client/admin.html',
  'client/.vite/manifest.json',
  'ssr/entry-server.js',
  'server/shop.js',
];

/** Everything outside src/ that changes what the build produces. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build-server.ts',
  'scripts/compress-assets.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const hashOf = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

/** True in a checkout (sources beside dist/); false in a production copy of dist/ alone. */
export const hasSources = (root: string) => existsSync(join(root, 'src', 'server', 'main.ts'));

/** One hash of the sources' contents: git checkouts change mtimes, so contents decide. */
export function sourceHash(root: string): string {
  const files = [
    ...filesUnder(join(root, 'src')).filter((file) => !isTest(file)),
    ...BUILD_INPUTS.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]
    .map((file) => relative(root, file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/** Hashes of BUILD_PARTS and of the other files named, e.g. the server's chunks. */
export function hashParts(distDir: string, parts: string[] = BUILD_PARTS): Record<string, string> {
  return Object.fromEntries(
    parts.map((part) => {
      const file = join(distDir, part);
      return [part, existsSync(file) ? hashOf(readFileSync(file)) : 'missing'];
    }),
  );
}

export type BuildCheck = { ok: true; stamp: BuildStamp } | { ok: false; reason: string };

function readStamp(distDir: string): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

/** Whether dist/ (under root) is one complete build of the sources beside it, if any. */
export function checkBuild(root: string): BuildCheck {
  const distDir = join(root, 'dist');
  const stamp = readStamp(distDir);
  if (!stamp?.parts || !Array.isArray(stamp.packages))
    return { ok: false, reason: `there is no complete build in ${distDir}` };
  // The stamp also names the server's chunks, which the build's own file names.
  const parts = [...new Set([...BUILD_PARTS, ...Object.keys(stamp.parts)])];
  const found = hashParts(distDir, parts);
  const changed = parts.find((part) => stamp.parts[part] !== found[part]);
  if (changed) {
    const state = found[changed] === 'missing' ? 'is missing' : 'comes from another build';
    return { ok: false, reason: `${join(distDir, changed)} ${state}` };
  }
  if (hasSources(root) && sourceHash(root) !== stamp.sourceHash) {
    return { ok: false, reason: `the build in ${distDir} is not of the sources beside it` };
  }
  return { ok: true, stamp };
}
