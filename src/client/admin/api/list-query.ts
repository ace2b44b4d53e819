import type { ListParams } from '#client/admin/api/types.ts';

/** "search=smith&page=1&pageSize=10": the query string of a paged admin list (no blank search). */
export function listQueryString(params: ListParams & { sort?: string }): string {
  const query = new URLSearchParams();
  const search = params.search.trim();
  if (search) query.set('search', search);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  if (params.sort) query.set('sort', params.sort);
  return query.toString();
}
