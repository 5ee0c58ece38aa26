import { useQuery } from '@tanstack/react-query';
import { profilesResponseSchema } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';

export const profilesQueryKey = ['profiles'] as const;

/**
 * GET /api/profiles: the children's profiles offered on /profiles (the superuser has its own
 * door). With the site setting hideProfileList on, the list is empty and `hidden` is true.
 */
export function useProfiles() {
  return useQuery({ queryKey: profilesQueryKey, queryFn: async () => profilesResponseSchema.parse(await api<unknown>('/api/profiles')) });
}
