import { Eye, Image as ImageIcon, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReadingStory } from '../../../shared/schemas/reading-story';
import { scienceExcerpt } from '../../../shared/schemas/science-story';
import { Button, buttonVariants } from '../../components/ui/button';
import { DeleteStoryButton, DeleteStoryDialog } from './delete-story-dialog';
import { StoryImageDialog } from './story-image-dialog';
import { t } from '../../i18n/it/published-stories';

export interface SuperuserStoryListProps {
  stories: readonly ReadingStory[];
  viewPath: (id: string) => string;
  onDelete: (id: string, done: () => void) => void;
  deleting: boolean;
  /** Which date to show for each story. */
  dateLabel: (story: ReadingStory) => string;
}

/**
 * The superuser's list of reading or science stories: an image icon opening the image dialog,
 * the title (which opens the viewer), view and delete with confirmation (spec 000 §2).
 */
export function SuperuserStoryList({ stories, viewPath, onDelete, deleting, dateLabel }: SuperuserStoryListProps) {
  const [toDelete, setToDelete] = useState<ReadingStory | null>(null);
  const [image, setImage] = useState<{ src: string; title: string } | null>(null);
  return (
    <>
      <ul className="flex flex-col gap-3">
        {stories.map((story) => (
          <li key={story.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              {story.imageUrl ? (
                <Button
                  variant="secondary"
                  size="icon"
                  className="shrink-0"
                  onClick={() => story.imageUrl && setImage({ src: story.imageUrl, title: story.title })}
                  aria-label={t('publishedStories.superuserStoryList.guardaLImmagineDi', { title: story.title })}
                  title={t('publishedStories.superuserStoryList.guardaLImmagine')}
                >
                  <ImageIcon aria-hidden="true" />
                </Button>
              ) : (
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400"
                  title={t('publishedStories.shared.nessunaImmagine')}
                >
                  <ImageOff className="size-5" aria-hidden="true" />
                  <span className="sr-only">{t('publishedStories.shared.nessunaImmagine')}</span>
                </span>
              )}
              <div className="min-w-0">
                <h3 className="break-words font-bold text-brand-900">
                  <Link to={viewPath(story.id)} className="underline-offset-4 hover:underline">
                    {story.title}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">{dateLabel(story)}</p>
                <p className="mt-1 text-sm text-slate-700">{scienceExcerpt(story.content)}</p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2 self-end sm:self-center">
              <Link
                to={viewPath(story.id)}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                aria-label={t('publishedStories.superuserStoryList.apriLaStoria', { title: story.title })}
              >
                <Eye aria-hidden="true" />
                {t('publishedStories.superuserStoryList.apri')}
              </Link>
              <DeleteStoryButton title={story.title} onClick={() => setToDelete(story)} disabled={deleting} />
            </div>
          </li>
        ))}
      </ul>
      <DeleteStoryDialog story={toDelete} onCancel={() => setToDelete(null)} onConfirm={(id) => onDelete(id, () => setToDelete(null))} />
      <StoryImageDialog image={image} onClose={() => setImage(null)} />
    </>
  );
}
