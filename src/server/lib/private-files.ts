// Files the shop writes can hold secrets (reset links in emails, the session secret, the
// database): only the account the shop runs as may read them. The modes are set explicitly
// rather than through the process umask, which would also govern files other code creates.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and any missing parents) owner-only; an existing one is made so. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** Writes the file owner-only; an existing file (created with another mode) is made so too. */
export function writePrivateFileSync(file: string, data: string | Uint8Array): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}

export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}
