// Browser tests drive Debian's Chromium; install it when we can, never a downloaded build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM}: run "sudo apt-get install -y chromium" and try again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  const apt = {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  } as const;
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
}
