import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export interface DeleteStoryDialogProps {
  /** The story to delete; null keeps the dialog closed. */
  story: { id: string; title: string } | null;
  onCancel: () => void;
  onConfirm: (id: string) => void;
}

/** "Are you sure?" before a reading or science story is deleted for everyone. */
export function DeleteStoryDialog({ story, onCancel, onConfirm }: DeleteStoryDialogProps) {
  return (
    <ConfirmDialog
      open={story !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Eliminare la storia?"
      description={
        <>
          La storia <strong>«{story?.title}»</strong> sarà eliminata per tutti, insieme alla sua immagine. Non si può annullare.
        </>
      }
      confirmLabel="Elimina"
      destructive
      onConfirm={() => {
        if (story) onConfirm(story.id);
      }}
    />
  );
}
