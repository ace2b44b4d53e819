import { queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/privacy';
import type { PrivacyFacts } from '#shared/schemas/retention';
import { call } from '#client/lib/api-client.ts';

/** The contact email and the retention periods in force. */
export function getPrivacyFacts(): Promise<PrivacyFacts> {
  return call(endpoints.getPrivacyFacts);
}

export const privacyFactsQueryOptions = () =>
  queryOptions({ queryKey: ['privacy', 'facts'], queryFn: getPrivacyFacts });

/** Rendered on the server with the answer; undefined only while a browser visit loads it. */
export function usePrivacyFacts(): PrivacyFacts | undefined {
  return useQuery(privacyFactsQueryOptions()).data;
}
