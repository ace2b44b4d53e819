import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/certificates';
import type { ShopCertificates } from '#shared/schemas/settings';
import { call } from '#client/lib/api-client.ts';

/** The ENplus certificate ID and BSL supplier number (blank: not set). */
export function getShopCertificates(): Promise<ShopCertificates> {
  return call(endpoints.shopCertificates);
}

export const shopCertificatesQueryOptions = () =>
  queryOptions({ queryKey: ['certificates'], queryFn: getShopCertificates });

/** Rendered on the server with the answer; undefined only while a browser visit loads it. */
export function useShopCertificates(): ShopCertificates | undefined {
  return useQuery(shopCertificatesQueryOptions()).data;
}
