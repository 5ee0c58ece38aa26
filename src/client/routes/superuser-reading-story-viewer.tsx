import { useState } from 'react';
import { useParams } from 'react-router';
import { READING_STORY_DEFAULT_AUTHOR } from '../../shared/schemas/reading-story';
import { PageHeader } from '../components/layout/page-header';
import { Loading } from '../components/ui/spinner';
import { useReadingStory } from '../features/reading-stories/api/use-reading-story';
import { ReadingStoryForm } from '../features/reading-stories/reading-story-form';
import { StoryLoadError } from '../features/reading-stories/story-load-error';
import { StoryReader } from '../features/reading-stories/story-reader';
import { useMissingStoryRedirect } from '../features/reading-stories/use-missing-story-redirect';
import { ExportMenu } from '../features/share/export-menu';
import { EditMenu } from '../features/viewer/edit-menu';
import { formatDate } from '../lib/format-date';
import { paths } from '../paths';

/**
 * /superuser-reading-story-viewer/{id}: read aloud with the four voices, export, and the MODIFICA
 * menu; edit mode with Annulla and Salva (spec 000 §2).
 */
export function SuperuserReadingStoryViewerRoute() {
  const { id = '' } = useParams();
  const story = useReadingStory(id);
  const missing = useMissingStoryRedirect(story.error, paths.superuserReadingStoriesView);
  const [editing, setEditing] = useState(false);
  if (story.isPending || missing) return <Loading />;
  if (story.isError) return <StoryLoadError back={paths.superuserReadingStoriesView} onRetry={() => void story.refetch()} />;
  const s = story.data;
  const author = s.author ?? READING_STORY_DEFAULT_AUTHOR;
  const date = formatDate(s.updatedAt);

  if (editing) {
    return (
      <section>
        <PageHeader title="Modifica storia" back={paths.superuserReadingStoriesView} />
        <div className="mx-auto max-w-3xl">
          <ReadingStoryForm editing={s} onDone={() => setEditing(false)} />
        </div>
      </section>
    );
  }
  return (
    <StoryReader
      key={`${s.id}:${s.updatedAt}`}
      story={{ title: s.title, content: s.content, author, dateLabel: `Aggiornata il ${date}` }}
      back={paths.superuserReadingStoriesView}
      printable={{ authorName: author, date }}
      tools={(shown) => (
        <>
          <ExportMenu story={{ ...shown, authorName: author, date }} />
          <EditMenu label="MODIFICA" onEdit={() => setEditing(true)} />
        </>
      )}
    />
  );
}
