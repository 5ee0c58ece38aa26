import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArchiveCategory, ArchiveResponse, ArchiveStatus, ModerationCounts } from '../../../../shared/schemas/archive';
import { api } from '../../../lib/api-client';
import { deleteStory } from '../../stories/api/delete-story';
import { archiveKey, STORY_QUERIES, useRefreshingMutation } from './refreshing-mutation';

export interface ArchiveFilter {
  category: ArchiveCategory;
  author: string;
  status: ArchiveStatus;
  q: string;
  /** A group's id (complete archive only), or empty. */
  group?: string;
  page: number;
  pageSize: number;
}

/** The complete archive (superuser) or the public archive (published only), paged on the server. */
export function useArchive(filter: ArchiveFilter, publicOnly: boolean) {
  const { group, page, pageSize, ...words } = filter;
  const params = new URLSearchParams({ ...words, page: String(page), pageSize: String(pageSize), ...(group ? { group } : {}) });
  return useQuery({
    queryKey: [...archiveKey, publicOnly ? 'public' : 'all', filter],
    queryFn: () => api<ArchiveResponse>(`${publicOnly ? '/api/public-archive' : '/api/admin/archive'}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export const useSetPublished = () =>
  useRefreshingMutation(STORY_QUERIES, ({ id, publish, as = 'name' }: { id: string; publish: boolean; as?: 'name' | 'initials' }) =>
    api<unknown>(`/api/stories/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST', ...(publish ? { body: { as } } : {}) }),
  );

export const useDeleteArchivedStory = () => useRefreshingMutation(STORY_QUERIES, deleteStory);

/** The superuser dashboard's count of stories waiting for moderation. */
export function useModerationCounts() {
  return useQuery({ queryKey: [...archiveKey, 'counts'], queryFn: () => api<ModerationCounts>('/api/admin/moderation-counts') });
}
