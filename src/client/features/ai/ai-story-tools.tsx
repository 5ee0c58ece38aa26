import { Feather, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AI_MESSAGES } from '../../../shared/schemas/ai';
import { Button } from '../../components/ui/button';
import type { AiStory } from './ai-parts';
import { ImproveTextDialog } from './improve-text-dialog';
import { PoemDialog } from './poem-dialog';
import { t } from '../../i18n/it/ai';

export interface AiStoryToolsProps {
  story: AiStory;
  /** Replaces the text on this screen; without it the improved text can be saved as a new story. */
  onReplace?: ((text: string) => Promise<void>) | undefined;
}

/** A mode's final screen: 'Migliora con AI' and 'Poesia', each in its own dialog. */
export function AiStoryTools({ story, onReplace }: AiStoryToolsProps) {
  const [improving, setImproving] = useState(false);
  const [poem, setPoem] = useState(false);
  const open = (setter: (v: boolean) => void) => () => {
    if (story.content.trim() === '') toast.info(AI_MESSAGES.noContent);
    else setter(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={open(setImproving)}>
        <Sparkles aria-hidden="true" /> {t('ai.aiStoryTools.miglioraConAi')}
      </Button>
      <Button variant="secondary" onClick={open(setPoem)}>
        <Feather aria-hidden="true" /> {t('ai.shared.poesia')}
      </Button>
      {improving ? <ImproveTextDialog onClose={() => setImproving(false)} story={story} onReplace={onReplace} /> : null}
      {poem ? <PoemDialog onClose={() => setPoem(false)} story={story} /> : null}
    </>
  );
}
