import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { mayUse, type StaffArea } from '#domain/staff-roles';
import * as endpoints from '#shared/api/people';
import * as auth from '#shared/api/admin-auth';
import type { AdminWho } from '#shared/schemas/people';
import { adminKey } from '#client/admin/api/admin-keys.ts';
import { adminSessionKey, type AdminSession } from '#client/admin/api/check-auth.ts';
import { call } from '#client/lib/api-client.ts';

const peopleKeys = {
  list: () => adminKey('people', 'list'),
  /** Who is signed in: dropped with the rest of the admin data at logout. */
  who: () => adminKey('who'),
};

export const usePeople = () =>
  useQuery(
    queryOptions({ queryKey: peopleKeys.list(), queryFn: () => call(endpoints.listPeople) }),
  );

export const invalidatePeople = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: peopleKeys.list() });

/**
 * The signed-in person: their name and role, which decide the tabs shown. The session check
 * that opened the back office already said, unless a sign-in step did.
 */
export function useAdminWho() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: peopleKeys.who(),
      queryFn: (): Promise<AdminWho> => call(auth.checkAdminAuth),
      initialData: () => {
        const session = queryClient.getQueryData<AdminSession>(adminSessionKey());
        return typeof session === 'object' ? session : undefined;
      },
    }),
  );
}

/**
 * A new sign-in may be someone else: their name and role are asked again, keeping the ones
 * shown meanwhile (a session ended over an open form must not unmount it).
 */
export const forgetWho = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: peopleKeys.who() });

/**
 * Whether the signed-in person's role may use an area, to leave out the parts of a tab the
 * server would refuse them (false until known).
 */
export function useMayUse(area: StaffArea): boolean {
  const who = useAdminWho();
  return who.data ? mayUse(who.data.role, area) : false;
}
