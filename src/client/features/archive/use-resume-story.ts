import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { StoryMode } from '../../../shared/story-modes';
import { STORY_CATEGORIES } from '../../../shared/story-modes';
import { paths } from '../../paths';
import { useSession } from '../auth/session';
import { getStory } from '../stories/api/get-story';
import { storyKeys } from '../stories/api/story-query-keys';
import { t } from '../../i18n/it/archive';

/** The editor that reopens a story of this mode; PROPP stories go straight to the editor. */
export function editorRouteFor(mode: StoryMode): { path: string; proppMode?: 'serial' | 'free' } {
  if (mode === 'PROPP') return { path: paths.proppEditor, proppMode: 'serial' };
  if (mode === 'PROPP_FREE') return { path: paths.proppEditor, proppMode: 'free' };
  return { path: STORY_CATEGORIES.find((c) => c.id === mode)?.route ?? paths.createStory };
}

/**
 * 'Riprendi' (suspended) or 'Continua' (finished): loads the whole story and opens its editor with
 * {profileId, profileName, editStory} (and the PROPP variant) in the navigation state.
 */
export function useResumeStory() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSession().data?.user;
  const [resumingId, setResumingId] = useState<string | null>(null);

  // Stable from one render to the next (the archive's cards are memoised).
  const resume = useCallback(
    async (id: string) => {
      setResumingId(id);
      try {
        const { story } = await queryClient.fetchQuery({ queryKey: storyKeys.detail(id), queryFn: ({ signal }) => getStory(id, signal) });
        const route = editorRouteFor(story.mode);
        await navigate(route.path, {
          state: {
            ...(user ? { profileId: user.id, profileName: user.name } : {}),
            editStory: story,
            ...(route.proppMode ? { mode: route.proppMode } : {}),
          },
        });
      } catch {
        toast.error(t('archive.shared.errore'), { description: t('archive.useResumeStory.nonEStatoPossibileRiaprire') });
      } finally {
        setResumingId(null);
      }
    },
    [queryClient, navigate, user],
  );

  return { resume, resumingId };
}
