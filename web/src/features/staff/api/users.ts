import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data, Page } from '@bilim/contract/api';
import type { AuditEntry } from '@bilim/contract/audit';
import type { Role } from '@bilim/contract/constants';
import type { SupportUser, SupportUserDetail } from '@bilim/contract/staff';
import type { Restriction, restrictionBody } from '@bilim/contract/trust';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/support/users with the search's query string. */
export const useSupportUsers = (query: string) =>
  useQuery({
    queryKey: staffKeys.users(query),
    queryFn: ({ signal }) => api.get<Page<SupportUser>>(`/api/support/users?${query}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/support/users/{id}: everything support looks at about one user. */
export const useSupportUser = (id: number) =>
  useQuery({
    queryKey: staffKeys.user(id),
    queryFn: async ({ signal }) =>
      (await api.get<Data<SupportUserDetail>>(`/api/support/users/${id}`, signal)).data,
  });

/** GET /api/support/users/{id}/restrictions: every restriction, in force or not. */
export const useUserRestrictions = (userId: number) =>
  useQuery({
    queryKey: staffKeys.restrictions(userId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<Restriction>>(
          `/api/support/users/${userId}/restrictions?per_page=100`,
          signal,
        )
      ).data,
  });

export type RestrictionInput = z.input<typeof restrictionBody>;

/** What a change to a user's restrictions refreshes: the list, the page, the users and the dashboard. */
function useRefreshUser(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.user(userId) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.usersAll() }),
      queryClient.invalidateQueries({ queryKey: staffKeys.dashboard() }),
    ]);
}

/** POST /api/support/users/{id}/restrictions. */
export function useCreateRestriction(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (body: RestrictionInput) =>
      api.post<Data<Restriction>>(`/api/support/users/${userId}/restrictions`, body),
    onSuccess: refresh,
  });
}

/** DELETE /api/support/users/{id}/restrictions/{restrictionId}. */
export function useRemoveRestriction(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (restrictionId: number) =>
      api.delete<Data<Restriction>>(`/api/support/users/${userId}/restrictions/${restrictionId}`),
    onSuccess: refresh,
  });
}

/** GET /api/support/users/{id}/audit: staff actions about the user, newest first. */
export const useUserAudit = (userId: number, page: number) =>
  useQuery({
    queryKey: staffKeys.userAudit(userId, page),
    queryFn: ({ signal }) =>
      api.get<Page<AuditEntry>>(`/api/support/users/${userId}/audit?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/users/{id}/roles and DELETE …/roles/{role}: grant or revoke a staff role. */
export function useSetRole(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: ({ role, grant }: { role: Role; grant: boolean }) =>
      grant
        ? api.post(`/api/admin/users/${userId}/roles`, { role })
        : api.delete(`/api/admin/users/${userId}/roles/${role}`),
    onSuccess: refresh,
  });
}
