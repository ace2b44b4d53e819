// Development: the shop's server (restarted on change) rendering every page from the sources
// through Vite's dev server in middleware mode (scripts/dev-client.ts), with hot reload, on
// PORT (5000): the same server-side rendering as production, so hydration mismatches show here.
import { spawn } from 'node:child_process';

// No drain on restart: there is no proxy to take the server out of rotation.
const server = spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { STOP_DRAIN_MS: '0', SHOP_DEV_CLIENT: 'scripts/dev-client.ts', ...process.env },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
