// npm start: builds when there is no build or it is not of the sources here, then starts the
// built server in this process. Plain JavaScript, so it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const checker = new URL('../dist/server/build-check.js', import.meta.url);

async function isFresh() {
  if (!existsSync(checker)) return false;
  const { checkBuild } = await import(checker.href);
  return checkBuild(root).ok;
}

if (!(await isFresh())) {
  console.log('Building the shop (the build is missing or older than the sources)...');
  const npm = process.env.npm_execpath;
  const options = { stdio: 'inherit', cwd: root };
  const build = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], options)
    : spawnSync('npm', ['run', 'build'], options);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
