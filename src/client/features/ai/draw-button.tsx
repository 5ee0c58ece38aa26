import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useStory } from '../stories/api/get-story';
import { DrawDialog } from './draw-dialog';
import { t } from '../../i18n/it/ai';

function LoadedDrawDialog({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const { data } = useStory(storyId);
  return <DrawDialog onClose={onClose} story={{ id: storyId, title: data?.title ?? '', content: data?.content ?? '' }} />;
}

/** The complete archive's 'Disegna' (superuser): the drawing flow for one stored story. */
export function DrawButton({ storyId, title, size = 'sm' }: { storyId: string; title: string; size?: ButtonProps['size'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="secondary" onClick={() => setOpen(true)} aria-label={t('ai.drawButton.disegna', { title })}>
        <ImagePlus aria-hidden="true" /> {t('ai.drawButton.disegna2')}
      </Button>
      {open ? <LoadedDrawDialog storyId={storyId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
