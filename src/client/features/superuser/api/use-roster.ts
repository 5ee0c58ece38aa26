import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RosterResponse, RosterSort } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminUsersKey } from './use-admin-users';

export interface RosterFilter {
  q: string;
  sort: RosterSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** A group's id, or empty for every group. */
  group: string;
}

/** GET /api/admin/roster: one page of the roster; under adminUsersKey so every user mutation refreshes it. */
export function useRoster(filter: RosterFilter) {
  const params = new URLSearchParams({ q: filter.q, sort: filter.sort, dir: filter.dir, page: String(filter.page), pageSize: String(filter.pageSize) });
  if (filter.group !== '') params.set('group', filter.group);
  return useQuery({
    queryKey: [...adminUsersKey, 'roster', filter],
    queryFn: () => api<RosterResponse>(`/api/admin/roster?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
