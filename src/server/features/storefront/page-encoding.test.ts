import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, preferredEncoding } from './page-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ] as const)('%s gives %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodePage', () => {
  const html = `<!doctype html><p>${'Wood pellets by the tonne. '.repeat(200)}</p>`;

  it('compresses so the browser gets the same page back', () => {
    expect(brotliDecompressSync(encodePage(html, 'br')).toString()).toBe(html);
    expect(gunzipSync(encodePage(html, 'gzip')).toString()).toBe(html);
    expect(encodePage(html, 'br').length).toBeLessThan(html.length / 10);
  });
});
