import { useState } from 'react';
import { READING_STORY_DEFAULT_AUTHOR } from '../../shared/schemas/reading-story';
import { PageHeader } from '../components/layout/page-header';
import { ReadingStoryForm } from '../features/published-stories/reading-story-form';
import { readerStory } from '../features/published-stories/reader-story';
import { StoryReader } from '../features/published-stories/story-reader';
import { useLoadedPublishedStory } from '../features/published-stories/use-loaded-published-story';
import { ExportMenu } from '../features/share/export-menu';
import { EditMenu } from '../features/viewer/edit-menu';
import { formatDate } from '../lib/format-date';
import { paths } from '../paths';
import { t } from '../i18n/it/published-stories';

/**
 * /superuser-reading-story-viewer/{id}: read aloud with the four voices, export, and the MODIFICA
 * menu; edit mode with Annulla and Salva (spec 000 §2).
 */
export function SuperuserReadingStoryViewerRoute() {
  const loaded = useLoadedPublishedStory('reading', paths.superuserReadingStoriesView);
  const [editing, setEditing] = useState(false);
  if (loaded.fallback) return loaded.fallback;
  const s = loaded.story;
  const author = s.author ?? READING_STORY_DEFAULT_AUTHOR;
  const date = formatDate(s.updatedAt);

  if (editing) {
    return (
      <section>
        <PageHeader title={t('publishedStories.shared.modificaStoria')} back={paths.superuserReadingStoriesView} />
        <div className="mx-auto max-w-3xl">
          <ReadingStoryForm editing={s} onDone={() => setEditing(false)} />
        </div>
      </section>
    );
  }
  return (
    <StoryReader
      key={`${s.id}:${s.updatedAt}`}
      story={readerStory('reading', s)}
      back={paths.superuserReadingStoriesView}
      printable={{ authorName: author, date }}
      tools={(shown) => (
        <>
          <ExportMenu story={{ ...shown, authorName: author, date }} />
          <EditMenu label={t('publishedStories.superuserReadingStoryViewer.modificaMenu')} onEdit={() => setEditing(true)} />
        </>
      )}
    />
  );
}
