import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The .eml files the shop under test has written (no SMTP server is configured in e2e). */
export function readOutbox(): { file: string; raw: string }[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
}
