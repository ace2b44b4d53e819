import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/**
 * A backup file is one header line, then the database's own dump (PGlite's gzipped tar or
 * pg_dump's custom format). The header names the dump's kind, length and SHA-256, so a
 * truncated or altered file is refused before anything is restored from it.
 */
export type BackupKind = 'pglite' | 'postgres';

export interface BackupHeader {
  kind: BackupKind;
  bytes: number;
  sha256: string;
  createdAt: string;
}

const MAGIC = 'northfield-pellets-backup v1';
const HEADER_PATTERN =
  /^northfield-pellets-backup v1 kind=(pglite|postgres) bytes=(\d+) sha256=([0-9a-f]{64}) created=(\S+)$/;
/** The header line is far shorter than this. */
const HEADER_MAX_BYTES = 512;

/** What restore and backup report to a person: one clear sentence, no stack. */
export class BackupError extends Error {}

async function sha256Of(path: string, start = 0): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path, { start })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Wraps the dump at `payloadPath` into `file`. Written beside it under a temporary name and
 * renamed at the end, so a backup that fails halfway never leaves a file that looks whole.
 */
export async function writeBackupFile(
  file: string,
  kind: BackupKind,
  payloadPath: string,
  now: Date,
): Promise<BackupHeader> {
  const { sha256, bytes } = await sha256Of(payloadPath);
  const header: BackupHeader = { kind, bytes, sha256, createdAt: now.toISOString() };
  const line = `${MAGIC} kind=${kind} bytes=${bytes} sha256=${sha256} created=${header.createdAt}\n`;
  const partial = `${file}.partial-${process.pid}`;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    out.write(line);
    await pipeline(createReadStream(payloadPath), out);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return header;
}

async function readHeaderLine(file: string): Promise<{ line: string; size: number }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read the backup file ${file}: ${error.code ?? error.message}`);
  });
  try {
    const buffer = Buffer.alloc(HEADER_MAX_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_MAX_BYTES, 0);
    const end = buffer.subarray(0, bytesRead).indexOf('\n');
    const line = end < 0 ? '' : buffer.subarray(0, end).toString('utf8');
    return { line, size: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

/** Checks the whole file against its header; throws BackupError saying what is wrong. */
export async function verifyBackupFile(
  file: string,
): Promise<BackupHeader & { payloadOffset: number }> {
  const { line, size } = await readHeaderLine(file);
  const match = HEADER_PATTERN.exec(line);
  if (!match) throw new BackupError(`${file} is not a backup of this shop (no backup header)`);
  const [, kind, bytes, sha256, createdAt] = match as unknown as [
    string,
    BackupKind,
    string,
    string,
    string,
  ];
  const payloadOffset = Buffer.byteLength(line) + 1;
  const expected = Number(bytes);
  if (size - payloadOffset !== expected) {
    const verdict = size - payloadOffset < expected ? 'truncated' : 'longer than written';
    throw new BackupError(
      `${file} is ${verdict}: ${size - payloadOffset} bytes of ${expected}; nothing was restored`,
    );
  }
  if ((await sha256Of(file, payloadOffset)).sha256 !== sha256) {
    throw new BackupError(`${file} is damaged (checksum mismatch); nothing was restored`);
  }
  return { kind, bytes: expected, sha256, createdAt, payloadOffset };
}

/** Copies the dump out of a verified backup file, for the database's own restore tool. */
export async function extractPayload(file: string, offset: number, to: string): Promise<void> {
  await pipeline(createReadStream(file, { start: offset }), createWriteStream(to, { mode: 0o600 }));
  if ((await stat(to)).size === 0) throw new BackupError(`${file} holds an empty dump`);
}
