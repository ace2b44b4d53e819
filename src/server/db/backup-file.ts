import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type Hash,
  type Hmac,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { PassThrough, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup file is one header line, then the database's own dump (PGlite's gzipped tar or
 * pg_dump's custom format), optionally encrypted. The header names the dump's kind, length
 * and SHA-256, so a truncated or damaged file is refused; and it ends with an HMAC-SHA256 of
 * the dump and the header, keyed with the backup key, which is kept outside the backups: a
 * file altered after it was written (a planted password hash or app-code seed, with the
 * checksum recomputed) is refused too.
 *
 * The MAC covers the stored dump first and then the header line up to ` mac=`, so writing
 * and checking each read the dump once. The header line holds no newline, so no other split
 * of the same bytes parses as a backup.
 */
export type BackupKind = 'pglite' | 'postgres';

export interface BackupHeader {
  kind: BackupKind;
  /** Length and SHA-256 of the dump as stored (encrypted, when it is). */
  bytes: number;
  sha256: string;
  createdAt: string;
  encrypted: boolean;
  /** False only for a file of the first format, restored with acceptUnauthenticated. */
  authenticated: boolean;
}

/** What a backup is signed and encrypted with, and checked and decrypted with. */
export interface BackupSecrets {
  /** BACKUP_KEY, or the key generated once into DATA_DIR. */
  key: string;
  /** BACKUP_PASSPHRASE: when writing, encrypts the dump; when reading, decrypts one. */
  passphrase?: string | undefined;
}

const MAGIC = 'northfield-pellets-backup';
/** The first format: an unkeyed SHA-256 that anyone editing the file could recompute. */
const V1_PATTERN =
  /^northfield-pellets-backup v1 kind=(pglite|postgres) bytes=(\d+) sha256=([0-9a-f]{64}) created=(\S+)$/;
const V2_PATTERN =
  /^(northfield-pellets-backup v2 kind=(pglite|postgres) bytes=(\d+) sha256=([0-9a-f]{64}) created=(\S+) cipher=(?:none|aes-256-gcm salt=([\w-]{22}) iv=([\w-]{16}) tag=([\w-]{22}))) mac=([0-9a-f]{64})$/;
/** The header line is far shorter than this. */
const HEADER_MAX_BYTES = 512;

/**
 * scrypt at 2^15 × 8 (32 MiB, about a tenth of a second): a guessed passphrase costs an
 * attacker as much. Fixed by the format, so a header cannot ask for more.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** What restore and backup report to a person: one clear sentence, no stack. */
export class BackupError extends Error {}

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Passes chunks through unchanged, counting and hashing them on the way. */
function digestTap(hashes: (Hash | Hmac)[]): { tap: Transform; bytes: () => number } {
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const hash of hashes) hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, bytes: () => bytes };
}

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Wraps the dump at `payloadPath` into `file`, encrypted when a passphrase is given. Written
 * beside it under a temporary name and renamed at the end, so a backup that fails halfway
 * never leaves a file that looks whole.
 */
export async function writeBackupFile(
  file: string,
  kind: BackupKind,
  payloadPath: string,
  now: Date,
  secrets: BackupSecrets,
): Promise<BackupHeader> {
  const sha = createHash('sha256');
  const mac = createHmac('sha256', secrets.key);
  const { tap, bytes } = digestTap([sha, mac]);
  let stored = payloadPath;
  let cipherFields = 'cipher=none';
  if (secrets.passphrase) {
    const [salt, iv] = [randomBytes(16), randomBytes(12)];
    const cipher = createCipheriv('aes-256-gcm', await deriveKey(secrets.passphrase, salt), iv);
    stored = `${payloadPath}.encrypted`;
    await pipeline(
      createReadStream(payloadPath),
      cipher,
      tap,
      createWriteStream(stored, { mode: 0o600 }),
    );
    const b64 = (buffer: Buffer) => buffer.toString('base64url');
    cipherFields = `cipher=aes-256-gcm salt=${b64(salt)} iv=${b64(iv)} tag=${b64(cipher.getAuthTag())}`;
  } else {
    await pipeline(createReadStream(payloadPath), tap, discard());
  }
  const header: BackupHeader = {
    kind,
    bytes: bytes(),
    sha256: sha.digest('hex'),
    createdAt: now.toISOString(),
    encrypted: Boolean(secrets.passphrase),
    authenticated: true,
  };
  const signed = `${MAGIC} v2 kind=${kind} bytes=${header.bytes} sha256=${header.sha256} created=${header.createdAt} ${cipherFields}`;
  const line = `${signed} mac=${mac.update(`\n${signed}`).digest('hex')}\n`;
  const partial = `${file}.partial-${process.pid}`;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    out.write(line);
    await pipeline(createReadStream(stored), out);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    if (stored !== payloadPath) await rm(stored, { force: true });
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

interface ParsedHeader extends BackupHeader {
  /** The header up to ` mac=`; null for the first format. */
  signed: string | null;
  mac: string | null;
  cipher: { salt: Buffer; iv: Buffer; tag: Buffer } | null;
}

function parseHeader(line: string): ParsedHeader | null {
  const v2 = V2_PATTERN.exec(line);
  if (v2) {
    const [, signed, kind, bytes, sha256, createdAt, salt, iv, tag, mac] = v2;
    const b64 = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
    return {
      kind: kind as BackupKind,
      bytes: Number(bytes),
      sha256: sha256 ?? '',
      createdAt: createdAt ?? '',
      encrypted: salt !== undefined,
      authenticated: true,
      signed: signed ?? '',
      mac: mac ?? '',
      cipher: salt === undefined ? null : { salt: b64(salt), iv: b64(iv), tag: b64(tag) },
    };
  }
  const v1 = V1_PATTERN.exec(line);
  if (!v1) return null;
  const [, kind, bytes, sha256, createdAt] = v1;
  return {
    kind: kind as BackupKind,
    bytes: Number(bytes),
    sha256: sha256 ?? '',
    createdAt: createdAt ?? '',
    encrypted: false,
    authenticated: false,
    signed: null,
    mac: null,
    cipher: null,
  };
}

export interface ReadOptions {
  /** Null: no key here (BACKUP_KEY unset, none generated), so only the old format reads. */
  key: string | null;
  passphrase?: string | undefined;
  /** Restore a file of the first format, whose checksum anyone could have recomputed. */
  acceptUnauthenticated?: boolean;
}

/**
 * Checks the whole file against its header and the backup key and, when `to` is given, copies
 * the dump out (decrypted) in the same read: what is restored is exactly what was checked,
 * even if the file changes afterwards. Throws BackupError saying what is wrong, and leaves no
 * `to` behind then.
 */
export async function readBackupFile(
  file: string,
  options: ReadOptions,
  to: string | null,
): Promise<BackupHeader> {
  const { line, size } = await readHeaderLine(file);
  const header = parseHeader(line);
  if (!header) throw new BackupError(`${file} is not a backup of this shop (no backup header)`);
  if (!header.authenticated && !options.acceptUnauthenticated) {
    throw new BackupError(
      `${file} is in the old backup format, whose checksum anyone editing the file could recompute: ` +
        'it cannot be authenticated, so nothing was restored. Only if you know it has not been ' +
        'altered, restore it with --accept-unauthenticated',
    );
  }
  if (header.authenticated && options.key === null) {
    throw new BackupError(
      `No backup key to check ${file} with: set BACKUP_KEY to the key it was made with (a shop ` +
        'without BACKUP_KEY keeps a generated one in DATA_DIR/backup.key); nothing was restored',
    );
  }
  if (header.encrypted && !options.passphrase) {
    throw new BackupError(
      `${file} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with; nothing was restored`,
    );
  }
  const payloadOffset = Buffer.byteLength(line) + 1;
  if (size - payloadOffset !== header.bytes) {
    const verdict = size - payloadOffset < header.bytes ? 'truncated' : 'longer than written';
    throw new BackupError(
      `${file} is ${verdict}: ${size - payloadOffset} bytes of ${header.bytes}; nothing was restored`,
    );
  }
  const sha = createHash('sha256');
  const mac = header.signed === null ? null : createHmac('sha256', options.key ?? '');
  const { tap } = digestTap(mac ? [sha, mac] : [sha]);
  const decipher =
    header.cipher && options.passphrase
      ? createDecipheriv(
          'aes-256-gcm',
          await deriveKey(options.passphrase, header.cipher.salt),
          header.cipher.iv,
        ).setAuthTag(header.cipher.tag)
      : null;
  let failure: Error | null = null;
  await pipeline(
    createReadStream(file, { start: payloadOffset }),
    tap,
    decipher ?? new PassThrough(),
    to ? createWriteStream(to, { mode: 0o600 }) : discard(),
  ).catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  try {
    if (sha.digest('hex') !== header.sha256) {
      throw new BackupError(`${file} is damaged (checksum mismatch); nothing was restored`);
    }
    if (mac) {
      const actual = mac.update(`\n${header.signed}`).digest();
      if (!timingSafeEqual(actual, Buffer.from(header.mac ?? '', 'hex'))) {
        throw new BackupError(
          `${file} cannot be authenticated with this shop's backup key: it was altered after it ` +
            'was written, or made with another BACKUP_KEY; nothing was restored',
        );
      }
    }
    // GCM's own check, at the end of the dump: the MAC held, so the passphrase is wrong.
    if (decipher && failure && /authenticate/.test((failure as Error).message)) {
      throw new BackupError(
        `${file} cannot be decrypted: BACKUP_PASSPHRASE is not the passphrase it was made with; nothing was restored`,
      );
    }
    if (failure) throw failure as Error;
    if (to && (await stat(to)).size === 0) throw new BackupError(`${file} holds an empty dump`);
  } catch (error) {
    if (to) await rm(to, { force: true });
    throw error;
  }
  const { kind, bytes, sha256, createdAt, encrypted, authenticated } = header;
  return { kind, bytes, sha256, createdAt, encrypted, authenticated };
}

/** Checks the whole file (and decrypts it, when encrypted) without restoring anything. */
export const verifyBackupFile = (file: string, options: ReadOptions) =>
  readBackupFile(file, options, null);
