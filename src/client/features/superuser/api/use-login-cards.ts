import { useMutation, useQueryClient } from '@tanstack/react-query';
import { issueCardsResponseSchema, revokeCardsResponseSchema, type IssuedCard } from '../../../../shared/schemas/login-card';
import type { ProfileSelection } from '../../../../shared/schemas/profile-selection';
import { api } from '../../../lib/api-client';
import { adminUsersKey } from './use-admin-users';

/** POST /api/admin/cards: new cards for the selection (each child's old card stops working). */
export function useIssueLoginCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (selection: ProfileSelection): Promise<IssuedCard[]> =>
      issueCardsResponseSchema.parse(await api<unknown>('/api/admin/cards', { method: 'POST', body: selection })).cards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

/** POST /api/admin/cards/revoke: the selection's cards stop working. */
export function useRevokeLoginCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (selection: ProfileSelection): Promise<number> =>
      revokeCardsResponseSchema.parse(await api<unknown>('/api/admin/cards/revoke', { method: 'POST', body: selection })).revoked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
