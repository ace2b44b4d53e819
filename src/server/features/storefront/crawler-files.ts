import { INFORMATION_PATHS, PAGE_LIST } from '#shared/storefront-pages';

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

/** sitemap.xml: the public information pages at the shop's own address. */
export function sitemapXml(publicUrl: string): string {
  const urls = INFORMATION_PATHS.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
