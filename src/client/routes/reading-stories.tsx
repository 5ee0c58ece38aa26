import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { READING_STORY_DEFAULT_AUTHOR, READING_STORY_MESSAGES } from '../../shared/schemas/reading-story';
import { PageHeader } from '../components/layout/page-header';
import { useReadingStories } from '../features/reading-stories/api/use-reading-stories';
import { formatDate } from '../lib/format-date';
import { StoryImage } from '../features/reading-stories/story-image';
import { StoryListStates } from '../features/reading-stories/story-list-states';
import { paths } from '../paths';

/** /reading-stories: the published reading stories by title, with their count (spec 000 §2). */
export function ReadingStoriesRoute() {
  const stories = useReadingStories('title');
  return (
    <section>
      <PageHeader title="Storie Magiche" back={paths.storyTypeSelection} />
      <StoryListStates
        stories={stories}
        loadFailed={READING_STORY_MESSAGES.loadFailed}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-brand-100">
            <BookOpen className="size-12 text-brand-300" aria-hidden="true" />
            <p className="text-lg text-slate-700">Qui arriveranno presto nuove storie da leggere. Torna a trovarci!</p>
          </div>
        }
      >
        {(list) => (
          <>
            <p className="mb-4 font-semibold text-slate-700" aria-live="polite">
              {list.length === 1 ? '1 storia da leggere' : `${list.length} storie da leggere`}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {list.map((story) => (
                <li key={story.id}>
                  <Link
                    to={paths.readingStoryViewer(story.id)}
                    className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
                  >
                    {story.imageUrl ? (
                      <StoryImage src={story.imageUrl} alt="" className="size-20 shrink-0 rounded-xl" />
                    ) : (
                      <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
                        <BookOpen className="size-9" aria-hidden="true" />
                      </span>
                    )}
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className="break-words text-lg font-bold text-brand-900">{story.title}</span>
                      <span className="text-slate-700">di {story.author ?? READING_STORY_DEFAULT_AUTHOR}</span>
                      <span className="text-sm text-slate-600">Aggiornata il {formatDate(story.updatedAt)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </StoryListStates>
    </section>
  );
}
