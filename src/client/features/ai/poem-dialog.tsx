import { ClipboardCopy, Feather, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { useReadAloud } from '../speech/use-read-aloud';
import { useAiCall, writeStoryPoem } from './ai-api';
import { AiDialog, AiErrorNotice, AiProgress, aiTextInput, isAbort, useSaveAsNewStory, type AiStory } from './ai-parts';
import { t } from '../../i18n/it/ai';

type Step = { name: 'working' } | { name: 'result'; text: string } | { name: 'error'; error: unknown } | { name: 'idle' };

function PoemResult({ story, text, onClose }: { story: AiStory; text: string; onClose: () => void }) {
  const title = `Poesia: ${story.title.trim() || 'La mia storia'}`.slice(0, 200);
  const readAloud = useReadAloud({ text, title, language: story.language });
  const { saveAsNew, saving } = useSaveAsNewStory(story, onClose);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('ai.poemDialog.copiato'));
    } catch {
      toast.error(t('ai.shared.errore'), { description: t('ai.poemDialog.nonEStatoPossibileCopiare') });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        tabIndex={0}
        role="region"
        aria-label={t('ai.shared.poesia')}
        data-testid="ai-poem-text"
        lang={story.language === 'english' ? 'en' : 'it'}
        className="max-h-[50vh] overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-brand-50 p-4 text-lg leading-relaxed text-slate-900 ring-1 ring-brand-200 [overflow-wrap:anywhere]"
      >
        {text}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          <Trash2 aria-hidden="true" /> {t('ai.shared.elimina')}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden="true" /> {t('ai.poemDialog.copia')}
        </Button>
        <ReadAloudButton readAloud={readAloud} />
        <Button onClick={() => saveAsNew(title, text)} disabled={saving}>
          <Save aria-hidden="true" /> {t('ai.shared.salvaComeNuovaStoria')}
        </Button>
      </div>
    </div>
  );
}

/** 'Poesia': a poem of at most 10 lines from the story, with copy, read aloud, save as a new story, discard. */
export function PoemDialog({ onClose, story }: { onClose: () => void; story: AiStory }) {
  const ai = useAiCall('text');
  const [step, setStep] = useState<Step>({ name: 'idle' });

  const close = () => {
    ai.abort();
    onClose();
  };

  const run = async () => {
    setStep({ name: 'working' });
    try {
      const result = await ai.call((signal) => writeStoryPoem(aiTextInput(story), signal));
      setStep({ name: 'result', text: result.text });
    } catch (error) {
      if (isAbort(error)) close();
      else setStep({ name: 'error', error });
    }
  };

  return (
    <AiDialog title={t('ai.shared.poesia')} ai={ai} onClose={close}>
      {step.name === 'result' ? (
        <PoemResult story={story} text={step.text} onClose={close} />
      ) : step.name === 'error' ? (
        <AiErrorNotice error={step.error} onClose={close} onRetry={() => void run()} />
      ) : step.name === 'working' ? (
        <AiProgress label={t('ai.poemDialog.stoScrivendoLaPoesia')} onCancel={close} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-slate-800">{t('ai.poemDialog.lIntelligenzaArtificialeScriveraUna')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('ai.shared.annulla')}
            </Button>
            <Button onClick={() => void run()}>
              <Feather aria-hidden="true" /> {t('ai.poemDialog.scriviLaPoesia')}
            </Button>
          </div>
        </div>
      )}
    </AiDialog>
  );
}
