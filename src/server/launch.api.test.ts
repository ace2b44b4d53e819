// The built entry refuses to start, with one clear message and exit code 1, when the build is
// missing, incomplete, mixed or not of the sources beside it, or a dependency is not installed.
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyOfBuild, removeDir, run, shopEnv } from '#test-support/built-server';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

function build(): string {
  const dir = copyOfBuild();
  dirs.push(dir);
  return dir;
}

/** Starts the copy's built server; none of these may get as far as opening its port. */
async function start(dir: string) {
  const env = shopEnv({ PORT: '5911', DATA_DIR: join(dir, 'data') });
  const result = await run(process.execPath, ['dist/server/main.js'], { cwd: dir, env });
  expect(result.output).not.toContain('Shop:');
  return result;
}

const REBUILD = 'Run "npm run build" (or "npm start", which builds when needed)';

describe('node dist/server/main.js', () => {
  it('refuses a build without its stamp, which the build writes last', async () => {
    const dir = build();
    rmSync(join(dir, 'dist', 'build.json'));
    const { code, output } = await start(dir);
    expect(code).toBe(1);
    expect(output).toContain('The shop cannot start:');
    expect(output).toContain(`there is no complete build in ${join(dir, 'dist')}`);
    expect(output).toContain(REBUILD);
  });

  it('refuses a build with a part missing', async () => {
    const dir = build();
    rmSync(join(dir, 'dist', 'client', 'index.html'));
    const { code, output } = await start(dir);
    expect(code).toBe(1);
    expect(output).toContain(`${join(dir, 'dist', 'client', 'index.html')} is missing`);
  });

  it('refuses a page renderer from another build', async () => {
    const dir = build();
    appendFileSync(join(dir, 'dist', 'ssr', 'entry-server.js'), '\n// another build\n');
    const { code, output } = await start(dir);
    expect(code).toBe(1);
    expect(output).toContain(
      `${join(dir, 'dist', 'ssr', 'entry-server.js')} comes from another build`,
    );
    expect(output).toContain(REBUILD);
  });

  it('refuses a build that is not of the sources beside it', async () => {
    const dir = build();
    mkdirSync(join(dir, 'src', 'server'), { recursive: true });
    writeFileSync(join(dir, 'src', 'server', 'main.ts'), 'export {};\n');
    const { code, output } = await start(dir);
    expect(code).toBe(1);
    expect(output).toContain(`the build in ${join(dir, 'dist')} is not of the sources beside it`);
    expect(output).toContain(REBUILD);
  });

  it('names the production dependencies that are not installed', async () => {
    const { code, output } = await start(build());
    expect(code).toBe(1);
    const missing = /production dependencies are not installed: (.+)\./.exec(output)?.[1];
    const names = missing?.split(', ') ?? [];
    expect(names).toEqual(
      expect.arrayContaining(['@electric-sql/pglite', 'nodemailer', 'pg', 'pino']),
    );
    // Bundled into the server (scripts/build-server.ts): nothing to install at run time.
    for (const bundled of ['fastify', 'zod', 'drizzle-orm']) expect(names).not.toContain(bundled);
    expect(output).toContain('Run "npm ci --omit=dev"');
  });

  it('names a package the stamp did not list when the shop cannot import it', async () => {
    const dir = build();
    const stampFile = join(dir, 'dist', 'build.json');
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(stampFile, JSON.stringify({ ...stamp, packages: [] }));
    const { code, output } = await start(dir);
    expect(code).toBe(1);
    expect(output).toMatch(/a production dependency is not installed: [@a-z]/);
    expect(output).not.toContain('    at ');
  });
});
