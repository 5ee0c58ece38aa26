import { BookOpen, BookOpenText, FlaskConical, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { READING_STORY_DEFAULT_AUTHOR, READING_STORY_MESSAGES, type ReadingStory } from '../../../shared/schemas/reading-story';
import { SCIENCE_STORY_MESSAGES, scienceExcerpt } from '../../../shared/schemas/science-story';
import { PageHeader } from '../../components/layout/page-header';
import { buttonVariants } from '../../components/ui/button';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../paths';
import type { PublishedStoryKind } from './api/published-story-api';
import { usePublishedStories } from './api/use-published-stories';
import { StoryImage } from './story-image';
import { createdOn, updatedOn } from './reader-story';
import { t } from '../../i18n/it/published-stories';

/** What differs between the readers' two lists (spec 000 §2). */
interface ReaderListKind {
  title: string;
  icon: LucideIcon;
  loadFailed: string;
  empty: string;
  count: (n: number) => ReactNode;
  list: (stories: ReadingStory[]) => ReactNode;
}

const READER_LISTS: Record<PublishedStoryKind, ReaderListKind> = {
  reading: {
    title: t('publishedStories.shared.storieMagiche'),
    icon: BookOpen,
    loadFailed: READING_STORY_MESSAGES.loadFailed,
    empty: t('publishedStories.publishedStoriesList.quiArriverannoPrestoNuoveStorie'),
    count: (n) => (
      <p className="mb-4 font-semibold text-slate-700" aria-live="polite">
        {t('publishedStories.publishedStoriesList.storieDaLeggere', { n })}
      </p>
    ),
    list: (stories) => <ReadingCards stories={stories} />,
  },
  science: {
    title: t('publishedStories.shared.magiaDellaScienza'),
    icon: FlaskConical,
    loadFailed: SCIENCE_STORY_MESSAGES.loadFailed,
    empty: t('publishedStories.publishedStoriesList.quiArriverannoPrestoNuoveStorieScienza'),
    count: (n) => <p className="mb-4 font-semibold text-slate-700">{t('publishedStories.publishedStoriesList.storieScientifiche', { n })}</p>,
    list: (stories) => <ScienceRows stories={stories} />,
  },
};

/**
 * /reading-stories and /science-stories: the published stories of one kind by title, with their
 * count (spec 000 §2). Reading stories are cards with author and update date; science stories sit
 * in a scroll area, each with a 150-character excerpt, its publication date and 'Leggi'.
 */
export function PublishedStoriesList({ kind }: { kind: PublishedStoryKind }) {
  const stories = usePublishedStories(kind, 'title');
  const { title, icon: Icon, loadFailed, empty, count, list } = READER_LISTS[kind];
  return (
    <section>
      <PageHeader title={title} back={paths.storyTypeSelection} />
      <QueryState
        query={stories}
        items={stories.data}
        error={loadFailed}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-brand-100">
            <Icon className="size-12 text-brand-300" aria-hidden="true" />
            <p className="text-lg text-slate-700">{empty}</p>
          </div>
        }
      >
        {(found) => (
          <>
            {count(found.length)}
            {list(found)}
          </>
        )}
      </QueryState>
    </section>
  );
}

function ReadingCards({ stories }: { stories: ReadingStory[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {stories.map((story) => (
        <li key={story.id}>
          <Link
            to={paths.readingStoryViewer(story.id)}
            className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
          >
            {/* The story's image, or the kind's icon when it has none. */}
            {story.imageUrl ? (
              <StoryImage src={story.imageUrl} alt="" className="size-20 shrink-0 rounded-xl" />
            ) : (
              <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
                <BookOpen className="size-9" aria-hidden="true" />
              </span>
            )}
            <span className="flex min-w-0 flex-col gap-1">
              <span className="break-words text-lg font-bold text-brand-900">{story.title}</span>
              <span className="text-slate-700">{t('publishedStories.shared.diAutore', { author: story.author ?? READING_STORY_DEFAULT_AUTHOR })}</span>
              <span className="text-sm text-slate-600">{updatedOn(story)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ScienceRows({ stories }: { stories: ReadingStory[] }) {
  return (
    <div
      className="max-h-[40em] min-h-[20em] overflow-y-auto rounded-2xl bg-white/60 p-2 ring-1 ring-brand-100 sm:p-3"
      tabIndex={0}
      role="region"
      aria-label={t('publishedStories.publishedStoriesList.elencoDelleStorieScientifiche')}
    >
      <ul className="flex flex-col gap-3">
        {stories.map((story) => (
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
              <p className="text-sm text-slate-600">{createdOn(story)}</p>
            </div>
            <Link
              to={paths.scienceStoryViewer(story.id)}
              className={buttonVariants({ className: 'shrink-0 self-end sm:self-center' })}
              aria-label={t('publishedStories.publishedStoriesList.leggiLaStoria', { title: story.title })}
            >
              <BookOpenText aria-hidden="true" />
              {t('publishedStories.publishedStoriesList.leggi')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
