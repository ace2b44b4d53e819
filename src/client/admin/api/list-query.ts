import type { ListParams } from '#client/admin/api/types.ts';

/**
 * "search=smith&page=1&pageSize=10": the query string of a paged admin list; a blank search
 * or filter is left out.
 */
export function listQueryString(
  params: ListParams & { sort?: string },
  filters: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams();
  const search = params.search.trim();
  if (search) query.set('search', search);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  if (params.sort) query.set('sort', params.sort);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}
