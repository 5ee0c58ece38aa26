import { toast } from 'sonner';
import { STORY_IMAGE_MESSAGES } from '../../../shared/schemas/reading-story';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { t } from '../../i18n/it/published-stories';

export interface StoryImageDialogProps {
  /** The image to show; null keeps the dialog closed. */
  image: { src: string; title: string } | null;
  onClose: () => void;
}

/**
 * A story's image, large, in a dialog. If it cannot be loaded the dialog closes with
 * 'Errore di caricamento' (spec 000 §8: the image may no longer be available).
 */
export function StoryImageDialog({ image, onClose }: StoryImageDialogProps) {
  const failed = () => {
    toast.error(STORY_IMAGE_MESSAGES.loadError, { description: STORY_IMAGE_MESSAGES.loadErrorDescription });
    onClose();
  };
  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {image ? (
        <DialogContent title={image.title} className="max-w-3xl">
          <img
            src={image.src}
            alt={t('publishedStories.storyImageDialog.immagineDellaStoria', { title: image.title })}
            className="mx-auto max-h-[70vh] w-auto rounded-xl object-contain"
            onError={failed}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
