import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Region } from '#shared/schemas/regions';

/** The text a reader sees: tags dropped, entities of the kind React writes decoded. */
export const visibleText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The page's JSON-LD graph. */
export function jsonLd(html: string): { '@graph': Array<Record<string, unknown>> } {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('The page has no JSON-LD');
  return JSON.parse(match[1]) as { '@graph': Array<Record<string, unknown>> };
}

export const headings = (html: string, level: 1 | 2) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) =>
    visibleText(m[1] ?? '').trim(),
  );

/** Changes a region's prices, areas or status as the back office's Regions tab does. */
export async function setRegion(
  app: FastifyInstance,
  adminCookie: string,
  region: Region,
  change: Partial<Region>,
): Promise<void> {
  const { singlePrice, bulkPrice, wholesalePrice, postcodePrefix, country, enabled } = {
    ...region,
    ...change,
  };
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/regions/${region.id}/pricing`,
    headers: { cookie: adminCookie },
    payload: { singlePrice, bulkPrice, wholesalePrice, postcodePrefix, country, enabled },
  });
  expect(response.statusCode).toBe(200);
}
