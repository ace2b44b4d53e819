// The admin password's judge on its own thread (admin-password-judge.ts): the password is the
// worker's data, the refusal (or null) its one message.
import { parentPort, workerData } from 'node:worker_threads';
import { adminPasswordRefusal } from './env.ts';

parentPort?.postMessage(adminPasswordRefusal(String(workerData)));
