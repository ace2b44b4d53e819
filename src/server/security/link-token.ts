import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens in emailed links that act on an account (password reset, email verification):
 * 256 random bits in base64url, of which the shop keeps only the SHA-256 (hex). A stolen
 * database holds no working link.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
