import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';

export const adminUsersKey = ['admin', 'users'] as const;

export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersKey, queryFn: () => api<{ users: AdminUser[] }>('/api/admin/users').then((r) => r.users) });
}
