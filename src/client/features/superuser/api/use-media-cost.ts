import { useQuery } from '@tanstack/react-query';
import { COST_REFRESH_MS } from '../../../../shared/constants';
import type { MediaCost } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';

/** Total spent on image generation, refreshed every 30 seconds (spec 000 §2). */
export function useMediaCost() {
  return useQuery({
    queryKey: ['admin', 'media-cost'],
    queryFn: () => api<MediaCost>('/api/admin/media-cost'),
    refetchInterval: COST_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
