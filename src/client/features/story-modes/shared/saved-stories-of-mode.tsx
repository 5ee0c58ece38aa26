import { BookOpen } from 'lucide-react';
import type { StoryMode } from '../../../../shared/story-modes';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { useResumeStory } from '../../archive/use-resume-story';
import { useSession } from '../../auth/session';
import { useMyStories } from '../../stories/api/list-my-stories';
import { t } from '../../../i18n/it/story-modes';

const SHOWN = 5;

/**
 * On a mode's first screen, the child's latest stories of this mode with 'Continua': the story
 * reopens in its editor (as from the archive) and saving it updates it.
 */
export function SavedStoriesOfMode({ mode }: { mode: StoryMode }) {
  const session = useSession();
  const user = session.data?.user ?? null;
  if (!user || user.isSuperuser) return null;
  return <SavedStoriesList mode={mode} />;
}

function SavedStoriesList({ mode }: { mode: StoryMode }) {
  const stories = useMyStories({ mode, pageSize: SHOWN });
  const { resume, resumingId } = useResumeStory();
  const list = stories.data?.pages[0]?.stories ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={`saved-${mode}`} className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <h3 id={`saved-${mode}`} className="flex items-center gap-2 font-bold text-brand-900">
        <BookOpen className="size-5" aria-hidden="true" />
        {t('storyModes.savedStoriesOfMode.oppureContinuaUnaTuaStoria')}
      </h3>
      <ul className="flex flex-col gap-2">
        {list.map((story) => (
          <li key={story.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">{story.title}</span>
            <span className="text-sm text-slate-600">{formatDate(story.updatedAt, 'medium')}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={resumingId !== null}
              onClick={() => void resume(story.id)}
              aria-label={t('storyModes.savedStoriesOfMode.continua', { title: story.title })}
            >
              {resumingId === story.id ? t('storyModes.savedStoriesOfMode.apertura') : t('storyModes.shared.continua')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
