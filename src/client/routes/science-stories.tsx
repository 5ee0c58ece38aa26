import { BookOpenText, FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { SCIENCE_STORY_MESSAGES, scienceExcerpt } from '../../shared/schemas/science-story';
import { PageHeader } from '../components/layout/page-header';
import { buttonVariants } from '../components/ui/button';
import { formatDate } from '../lib/format-date';
import { StoryImage } from '../features/reading-stories/story-image';
import { StoryListStates } from '../features/reading-stories/story-list-states';
import { useScienceStories } from '../features/science-stories/api/use-science-stories';
import { paths } from '../paths';

/** /science-stories: by title in a scroll area, each with a 150-character excerpt and 'Leggi' (spec 000 §2). */
export function ScienceStoriesRoute() {
  const stories = useScienceStories('title');
  return (
    <section>
      <PageHeader title="Magia della Scienza" back={paths.storyTypeSelection} />
      <StoryListStates
        stories={stories}
        loadFailed={SCIENCE_STORY_MESSAGES.loadFailed}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-brand-100">
            <FlaskConical className="size-12 text-brand-300" aria-hidden="true" />
            <p className="text-lg text-slate-700">Qui arriveranno presto nuove storie della scienza. Torna a trovarci!</p>
          </div>
        }
      >
        {(list) => (
          <>
            <p className="mb-4 font-semibold text-slate-700">{list.length === 1 ? '1 storia scientifica' : `${list.length} storie scientifiche`}</p>
            <div className="max-h-[40em] min-h-[20em] overflow-y-auto rounded-2xl bg-white/60 p-2 ring-1 ring-brand-100 sm:p-3" tabIndex={0} role="region" aria-label="Elenco delle storie scientifiche">
              <ul className="flex flex-col gap-3">
                {list.map((story) => (
                  <li key={story.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:flex-row sm:items-center">
                    {story.imageUrl ? (
                      <StoryImage src={story.imageUrl} alt="" className="h-32 w-full shrink-0 rounded-xl sm:size-24" />
                    ) : (
                      <span className="hidden size-24 shrink-0 items-center justify-center rounded-xl bg-sky-100 text-sky-700 sm:flex">
                        <FlaskConical className="size-10" aria-hidden="true" />
                      </span>
                    )}
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <h2 className="break-words text-lg font-bold text-brand-900">{story.title}</h2>
                      <p className="text-slate-700">{scienceExcerpt(story.content)}</p>
                      <p className="text-sm text-slate-600">Pubblicata il {formatDate(story.createdAt)}</p>
                    </div>
                    <Link to={paths.scienceStoryViewer(story.id)} className={buttonVariants({ className: 'shrink-0 self-end sm:self-center' })} aria-label={`Leggi «${story.title}»`}>
                      <BookOpenText aria-hidden="true" />
                      Leggi
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </StoryListStates>
    </section>
  );
}
