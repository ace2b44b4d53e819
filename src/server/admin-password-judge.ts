/**
 * The configured admin password's verdict (env.ts's adminPasswordRefusal), judged on a thread
 * of its own so that ranking zxcvbn's word lists does not hold up the start: the built server
 * runs admin-password-judge.worker.ts, built to dist/server/admin-password-judge.js.
 */
import { Worker } from 'node:worker_threads';

const WORKER_FILE = 'admin-password-judge.js';

async function judgeHere(password: string): Promise<string | null> {
  const { adminPasswordRefusal } = await import('./env.ts');
  return adminPasswordRefusal(password);
}

/**
 * Why the admin password is refused, or null. From the sources (tsx) it is judged on this
 * thread, as it is should the worker fail to start.
 */
export async function judgeAdminPassword(password: string): Promise<string | null> {
  if (import.meta.url.endsWith('.ts')) return judgeHere(password);
  try {
    return await new Promise<string | null>((resolve, reject) => {
      const worker = new Worker(new URL(`./${WORKER_FILE}`, import.meta.url), {
        workerData: password,
      });
      worker.once('message', (refusal: string | null) => resolve(refusal));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the judge exited with code ${code}`)));
    });
  } catch {
    return judgeHere(password);
  }
}
