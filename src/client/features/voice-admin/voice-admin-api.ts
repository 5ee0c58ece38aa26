import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRecordingsDto } from '../../../shared/schemas/voice';
import { api } from '../../lib/api-client';

export const adminRecordingsKey = ['admin', 'recordings'] as const;

/** GET /api/admin/recordings?page=&q=: every child's recordings, newest first, 20 a page, with the space used. */
export function useAdminRecordings(page: number, q: string) {
  const params = new URLSearchParams({ page: String(page) });
  if (q !== '') params.set('q', q);
  return useQuery({
    queryKey: [...adminRecordingsKey, { page, q }],
    queryFn: () => api<AdminRecordingsDto>(`/api/admin/recordings?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/admin/recordings/:id: the superuser removes one recording. */
export function useRemoveRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(`/api/admin/recordings/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminRecordingsKey });
      // A story's 'has voice' mark in the archives follows.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] });
    },
  });
}
