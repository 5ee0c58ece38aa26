import { BookOpen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { READING_STORY_MESSAGES, type ReadingStory } from '../../../shared/schemas/reading-story';
import { Button } from '../../components/ui/button';
import { CardTitle } from '../../components/ui/card';
import { paths } from '../../paths';
import { usePublishedStories } from './api/use-published-stories';
import { DeleteStoryButton, DeleteStoryDialog, useDeleteStory } from './delete-story-dialog';
import { ExampleStoriesOffer } from './example-stories-offer';
import { formatDate } from '../../lib/format-date';
import { ReadingStoryForm } from './reading-story-form';
import { StoryImage } from './story-image';
import { QueryState } from '../../components/ui/query-state';
import { t } from '../../i18n/it/published-stories';

/** /superuser-reading-stories-management: the form, and the stories newest first with edit and delete. */
export function ReadingStoriesManagement() {
  const stories = usePublishedStories('reading', 'newest');
  const { deleteStory } = useDeleteStory('reading');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ReadingStory | null>(null);
  // Derived: a story deleted meanwhile simply ends edit mode.
  const editing = stories.data?.find((s) => s.id === editingId) ?? null;

  const edit = (story: ReadingStory) => {
    setEditingId(story.id);
    document.getElementById('main')?.scrollIntoView({ behavior: 'smooth' });
    window.setTimeout(() => document.getElementById('reading-title')?.focus(), 0);
  };

  const confirmDelete = (id: string) =>
    deleteStory(id, () => {
      if (editingId === id) setEditingId(null);
      setToDelete(null);
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <ReadingStoryForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditingId(null)} />
      <section aria-labelledby="reading-list-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="reading-list-title">{t('publishedStories.readingStoriesManagement.storiePubblicate')}</CardTitle>
          <Link
            to={paths.superuserReadingStoriesView}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <BookOpen className="size-5" aria-hidden="true" />
            {t('publishedStories.readingStoriesManagement.vediTuttePerTitolo')}
          </Link>
        </div>
        <QueryState
          query={stories}
          items={stories.data}
          error={READING_STORY_MESSAGES.loadFailed}
          empty={<ExampleStoriesOffer what="storie da leggere" kind="reading" />}
        >
          {(list) => (
            <ul className="flex flex-col gap-3">
              {list.map((story) => (
                <li
                  key={story.id}
                  className={`flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${story.id === editingId ? 'ring-2 ring-amber-400' : 'ring-brand-100'}`}
                >
                  {story.imageUrl ? <StoryImage src={story.imageUrl} alt="" className="size-16 shrink-0 rounded-xl" /> : null}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h3 className="break-words font-bold text-brand-900">{story.title}</h3>
                    <p className="text-sm text-slate-600">{t('publishedStories.readingStoriesManagement.creataIl', { date: formatDate(story.createdAt) })}</p>
                    <p className="line-clamp-2 text-sm text-slate-700">{story.content}</p>
                    <div className="mt-1 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => edit(story)}
                        aria-label={t('publishedStories.readingStoriesManagement.modificaLaStoria', { title: story.title })}
                      >
                        <Pencil aria-hidden="true" />
                        {t('publishedStories.shared.modifica')}
                      </Button>
                      <DeleteStoryButton title={story.title} onClick={() => setToDelete(story)} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <DeleteStoryDialog story={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </div>
  );
}
