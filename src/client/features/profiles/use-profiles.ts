import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { profileSummarySchema, type ProfileSummary } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';

export const profilesQueryKey = ['profiles'] as const;

const profilesResponseSchema = z.object({ profiles: z.array(profileSummarySchema) });

/** GET /api/profiles: the children's profiles offered on /profiles (the superuser has its own door). */
export async function fetchProfiles(): Promise<ProfileSummary[]> {
  const data = profilesResponseSchema.parse(await api<unknown>('/api/profiles'));
  return data.profiles;
}

export function useProfiles() {
  return useQuery({ queryKey: profilesQueryKey, queryFn: fetchProfiles });
}
