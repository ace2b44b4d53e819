import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The AES-256 key for secrets the shop keeps in its database, derived from SECRETS_KEY (or the
 * one generated into DATA_DIR): a database read or a backup alone then yields no secret.
 */
export function sealingKey(secretsKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, '', 'pellets sealed secrets v1', 32));
}

/**
 * `v1:<iv>:<tag>:<ciphertext>` (base64url), AES-256-GCM. `context` names where the value
 * lives (table, row, column) and is authenticated with it, so a sealed value copied into
 * another row or column does not open there.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}:`);

/**
 * The plaintext, or null when `stored` was sealed with another key or for another place, was
 * altered, or is not a sealed value at all.
 */
export function openSecret(key: Buffer, stored: string, context: string): string | null {
  const parts = stored.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  if (iv?.length !== IV_BYTES || tag?.length !== TAG_BYTES || !ciphertext) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
