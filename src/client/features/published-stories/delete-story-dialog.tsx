import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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
      confirmLabel={t('publishedStories.deleteStoryDialog.elimina')}
      destructive
      onConfirm={() => {
        if (story) onConfirm(story.id);
      }}
    />
  );
}
