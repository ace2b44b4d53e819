import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES, proofImageType, proofProblem } from './delivery-proof.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

describe('proof images', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(proofImageType(png)).toBe('image/png');
    expect(proofImageType(jpeg)).toBe('image/jpeg');
    expect(proofImageType(webp)).toBe('image/webp');
  });

  it('refuses text, a PDF, a truncated header and an empty file', () => {
    expect(proofProblem(new TextEncoder().encode('<svg></svg>'), 'signature')).toBe(
      'The signature must be a PNG, JPEG or WebP image',
    );
    expect(proofImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(proofImageType(png.slice(0, 4))).toBeNull();
    expect(proofImageType(new Uint8Array())).toBeNull();
  });

  it('refuses more than 2 MB, and takes exactly 2 MB', () => {
    const at = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(png);
      return bytes;
    };
    expect(proofProblem(at(MAX_PROOF_BYTES), 'photo')).toBeNull();
    expect(proofProblem(at(MAX_PROOF_BYTES + 1), 'photo')).toBe(
      'The photo must be 2 MB or smaller',
    );
  });
});
