import { issueCardsResponseSchema, revokeCardsResponseSchema } from '../../../../shared/schemas/login-card';
import type { ProfileSelection } from '../../../../shared/schemas/profile-selection';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from './refreshing-mutation';
import { adminUsersKey } from './use-admin-users';

/** POST /api/admin/cards: new cards for the selection (each child's old card stops working). */
export const useIssueLoginCards = () =>
  useRefreshingMutation(
    [adminUsersKey],
    async (selection: ProfileSelection) => issueCardsResponseSchema.parse(await api<unknown>('/api/admin/cards', { method: 'POST', body: selection })).cards,
  );

/** POST /api/admin/cards/revoke: the selection's cards stop working. */
export const useRevokeLoginCards = () =>
  useRefreshingMutation(
    [adminUsersKey],
    async (selection: ProfileSelection) =>
      revokeCardsResponseSchema.parse(await api<unknown>('/api/admin/cards/revoke', { method: 'POST', body: selection })).revoked,
  );
