import { useMutation, useQuery } from '@tanstack/react-query';
import type { WorkshopCreateInput } from '../../../shared/schemas/workshop';
import type { WorkshopView } from '../../../shared/workshop/view';
import { api } from '../../lib/api-client';

export interface WorkshopListItem {
  id: string;
  method: string;
  turnMode: string;
  status: string;
  createdAt: string;
}

export const workshopKeys = { list: ['workshops'] as const };

export function useWorkshops() {
  return useQuery({ queryKey: workshopKeys.list, queryFn: () => api<{ workshops: WorkshopListItem[] }>('/api/workshops').then((r) => r.workshops) });
}

export function useCreateWorkshop() {
  return useMutation({
    mutationFn: (input: WorkshopCreateInput) => api<{ workshop: WorkshopView }>('/api/workshops', { method: 'POST', body: input }).then((r) => r.workshop),
  });
}

export function useJoinWorkshop() {
  return useMutation({ mutationFn: (code: string) => api<{ id: string }>('/api/workshops/join', { method: 'POST', body: { code } }) });
}

export function useRenewCode(id: string) {
  return useMutation({ mutationFn: () => api<{ workshop: WorkshopView }>(`/api/workshops/${encodeURIComponent(id)}/code`, { method: 'POST' }) });
}
