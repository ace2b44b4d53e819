// The picture a drop is closed with (the customer's signature drawn on the screen, or a photo
// of where the pellets were left): only an image the browser and the delivery note can show,
// recognised by its first bytes rather than by what the sender says it is.

export const MAX_PROOF_BYTES = 2 * 1024 * 1024;

export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProofImageType = (typeof PROOF_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);

/** The image's type from its magic bytes; null when it is none of PNG, JPEG or WebP. */
export function proofImageType(bytes: Uint8Array): ProofImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export const PROOF_MESSAGES = {
  notImage: (what: string) => `The ${what} must be a PNG, JPEG or WebP image`,
  tooLarge: (what: string) => `The ${what} must be 2 MB or smaller`,
} as const;

/** Why the bytes cannot be kept as the drop's `what` ("signature", "photo"); null when they can. */
export function proofProblem(bytes: Uint8Array, what: string): string | null {
  if (bytes.length > MAX_PROOF_BYTES) return PROOF_MESSAGES.tooLarge(what);
  if (proofImageType(bytes) === null) return PROOF_MESSAGES.notImage(what);
  return null;
}

/** How a drop was closed. */
export const DELIVERY_OUTCOMES = ['delivered', 'not_delivered'] as const;
export type DeliveryOutcomeKind = (typeof DELIVERY_OUTCOMES)[number];

/** What the driver has to show the pellets were handed over. */
export const DELIVERY_PROOFS = ['signature', 'left_as_agreed'] as const;
export type DeliveryProofKind = (typeof DELIVERY_PROOFS)[number];

/** Why a drop could not be made. */
export const NOT_DELIVERED_REASONS = ['no_access', 'nobody_in', 'store_full', 'other'] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];

export const NOT_DELIVERED_REASON_LABELS: Record<NotDeliveredReason, string> = {
  no_access: 'No access',
  nobody_in: 'Nobody in',
  store_full: 'Store full',
  other: 'Other',
};
