import { useQuery } from '@tanstack/react-query';
import type { Group, GroupsResponse } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERIES, useRefreshingMutation } from './refreshing-mutation';
import { adminUsersKey } from './use-admin-users';

/** Under adminUsersKey: every group change also refreshes the roster (its 'Gruppo' column). */
export const groupsKey = [...adminUsersKey, 'groups'] as const;

/** GET /api/admin/groups: the optional groups with their member counts. */
export function useGroups() {
  return useQuery({ queryKey: groupsKey, queryFn: () => api<GroupsResponse>('/api/admin/groups'), select: (d) => d.groups });
}

const useGroupMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => useRefreshingMutation(PROFILE_QUERIES, mutationFn);

export const useCreateGroup = () => useGroupMutation((name: string) => api<{ group: Group }>('/api/admin/groups', { method: 'POST', body: { name } }));
export const useRenameGroup = () =>
  useGroupMutation(({ id, name }: { id: string; name: string }) =>
    api<{ ok: true }>(`/api/admin/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
  );
export const useDeleteGroup = () => useGroupMutation((id: string) => api<{ ok: true }>(`/api/admin/groups/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const useSetUserGroup = () =>
  useGroupMutation(({ userId, groupId }: { userId: string; groupId: string | null }) =>
    api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/group`, { method: 'PUT', body: { groupId } }),
  );
