import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { READING_STORY_MESSAGES } from '../../../shared/schemas/reading-story';
import { SCIENCE_STORY_MESSAGES } from '../../../shared/schemas/science-story';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import type { PublishedStoryKind } from './api/published-story-api';
import { useDeletePublishedStory } from './api/use-published-stories';
import { t } from '../../i18n/it/published-stories';
import { aroundSlot, SLOT } from '../../i18n/translator';

export interface DeleteStoryDialogProps {
  /** The story to delete; null keeps the dialog closed. */
  story: { id: string; title: string } | null;
  onCancel: () => void;
  onConfirm: (id: string) => void;
}

/** "Are you sure?" before a reading or science story is deleted for everyone. */
export function DeleteStoryDialog({ story, onCancel, onConfirm }: DeleteStoryDialogProps) {
  const [before, after] = aroundSlot(t('publishedStories.deleteStoryDialog.laStoriaSaraEliminata', { title: SLOT }));
  return (
    <ConfirmDialog
      open={story !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('publishedStories.deleteStoryDialog.eliminareLaStoria')}
      description={
        <>
          {before}
          <strong>«{story?.title}»</strong>
          {after}
        </>
      }
      confirmLabel={t('publishedStories.shared.elimina')}
      destructive
      onConfirm={() => {
        if (story) onConfirm(story.id);
      }}
    />
  );
}

/** 'Elimina' on a story of the superuser's lists: opens the confirmation. */
export function DeleteStoryButton({ title, onClick, disabled = false }: { title: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-700 hover:bg-red-50"
      onClick={onClick}
      disabled={disabled}
      aria-label={t('publishedStories.deleteStoryDialog.eliminaLaStoria', { title })}
    >
      <Trash2 aria-hidden="true" />
      {t('publishedStories.shared.elimina')}
    </Button>
  );
}

const DELETED: Record<PublishedStoryKind, string> = { reading: READING_STORY_MESSAGES.deleted, science: SCIENCE_STORY_MESSAGES.deleted };

/** Deletes a story of the kind with its toasts; `onDeleted` runs once it is gone. */
export function useDeleteStory(kind: PublishedStoryKind) {
  const remove = useDeletePublishedStory(kind);
  const deleteStory = (id: string, onDeleted: () => void) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(DELETED[kind]);
        onDeleted();
      },
      onError: (e) => toast.error(t('publishedStories.shared.errore'), { description: errorMessage(e) }),
    });
  return { deleteStory, deleting: remove.isPending };
}
