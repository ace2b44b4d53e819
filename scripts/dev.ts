// Development: the API server (restarted on change) behind Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const children = [
  // No drain on restart: there is no proxy to take the server out of rotation.
  spawn('node', ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { STOP_DRAIN_MS: '0', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
