import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { storyKeys } from '../../stories/api/story-query-keys';
import { adminUsersKey } from './use-admin-users';

/** The complete and public archives and the moderation counts. */
export const archiveKey = ['admin', 'archive'] as const;
/** What a change to profiles touches: the roster, the groups' counts, the archive's authors and groups. */
export const PROFILE_QUERIES: readonly QueryKey[] = [adminUsersKey, archiveKey];
/** What a change to a story touches: the archives and every list of stories. */
export const STORY_QUERIES: readonly QueryKey[] = [archiveKey, storyKeys.all];

/** A mutation after which the given queries are read again (its own onSuccess callbacks wait for them). */
export function useRefreshingMutation<T, R>(queries: readonly QueryKey[], mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(queries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
