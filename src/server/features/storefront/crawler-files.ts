import { regionPagePath } from '#shared/region-pages';
import type { Region } from '#shared/schemas/regions';
import { INFORMATION_PATHS, PAGE_LIST } from '#shared/storefront-pages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Pages made for the person using them: crawlers are kept out, as they are of the API. */
const PRIVATE_PATHS = [
  '/api/',
  ...PAGE_LIST.filter((page) => page.disallowCrawlers).map((page) => page.path),
];

/** robots.txt: everything but the API and the personal pages, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: the public information pages and the pages of the regions we deliver to. */
export function sitemapXml(publicUrl: string, regions: readonly Region[]): string {
  const regionPaths = regions.filter((region) => region.enabled).map(regionPagePath);
  const urls = [...INFORMATION_PATHS, ...regionPaths].map(
    (path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
