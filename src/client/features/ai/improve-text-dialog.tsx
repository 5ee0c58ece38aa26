import { RefreshCw, Replace, Save, Trash2 } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { AI_MESSAGES, AI_TEXT_STYLE_LABELS, AI_TEXT_STYLES, findFamousCharacters, type AiTextStyle } from '../../../shared/schemas/ai';
import { STORY_MESSAGES } from '../../../shared/schemas/story';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { improveStoryText, useAiCall } from './ai-api';
import { AiDialog, AiErrorNotice, AiProgress, aiTextInput, isAbort, useSaveAsNewStory, type AiStory } from './ai-parts';
import { CopyrightWarning } from './copyright-warning';
import { t } from '../../i18n/it/ai';

export interface ImproveTextDialogProps {
  onClose: () => void;
  story: AiStory;
  /** Replaces the original text (after the confirmation); absent where there is nothing to replace. */
  onReplace?: ((text: string) => Promise<void>) | undefined;
  /** 'Modifica' of the copyright warning: edit the story instead. */
  onEditStory?: (() => void) | undefined;
}

type Step =
  | { name: 'choose' }
  | { name: 'warning'; style: AiTextStyle; names: string[] }
  | { name: 'working'; style: AiTextStyle }
  | { name: 'result'; style: AiTextStyle; text: string }
  | { name: 'error'; style: AiTextStyle; error: unknown };

/**
 * 'Migliora testo (AI)' (spec 001 §4): choose a style, the copyright warning when famous characters
 * appear, progress, then the improved text beside the original: save as a new story, replace the
 * original (with a confirmation), try another style, or discard.
 */
export function ImproveTextDialog({ onClose, story, onReplace, onEditStory }: ImproveTextDialogProps) {
  const ai = useAiCall('text');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [confirmReplace, setConfirmReplace] = useState(false);

  const close = () => {
    ai.abort();
    onClose();
  };

  const run = async (style: AiTextStyle) => {
    setStep({ name: 'working', style });
    try {
      const result = await ai.call((signal) => improveStoryText({ ...aiTextInput(story), style }, signal));
      setStep({ name: 'result', style, text: result.text });
    } catch (error) {
      if (isAbort(error)) setStep({ name: 'choose' });
      else setStep({ name: 'error', style, error });
    }
  };

  const choose = (style: AiTextStyle) => {
    const names = findFamousCharacters(`${story.title}\n${story.content}`);
    if (names.length > 0) setStep({ name: 'warning', style, names });
    else void run(style);
  };

  const { saveAsNew, saving } = useSaveAsNewStory(story, close);
  const improvedTitle = (style: AiTextStyle) => `${story.title.trim() || 'La mia storia'} (${AI_TEXT_STYLE_LABELS[style].toLowerCase()})`.slice(0, 200);

  const replace = useMutation({
    mutationFn: async (text: string) => onReplace?.(text),
    onSuccess: () => {
      toast.success(STORY_MESSAGES.updated);
      close();
    },
    onError: () => toast.error(t('ai.shared.errore'), { description: AI_MESSAGES.replaceFailed }),
  });

  return (
    <AiDialog title={t('ai.improveTextDialog.miglioraTestoAi')} className={step.name === 'result' ? 'max-w-4xl' : undefined} ai={ai} onClose={close}>
      {step.name === 'choose' ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-800">{t('ai.improveTextDialog.scegliLoStileConCui')}</p>
          {ai.status.data?.textCallsLeft != null ? (
            <p className="text-sm text-slate-600">{t('ai.improveTextDialog.oggiPuoiUsarlaAncoraVolte', { count: ai.status.data.textCallsLeft })}</p>
          ) : null}
          <div className="grid gap-2 sm:grid-cols-2">
            {AI_TEXT_STYLES.map((style) => (
              <Button key={style} variant="secondary" size="lg" onClick={() => choose(style)}>
                {AI_TEXT_STYLE_LABELS[style]}
              </Button>
            ))}
          </div>
        </div>
      ) : step.name === 'warning' ? (
        <CopyrightWarning
          names={step.names}
          onEdit={() => {
            if (onEditStory) {
              close();
              onEditStory();
            } else setStep({ name: 'choose' });
          }}
          onContinue={() => void run(step.style)}
        />
      ) : step.name === 'working' ? (
        <AiProgress
          label={t('ai.improveTextDialog.stoMigliorandoLaTuaStoria')}
          hint={t('ai.improveTextDialog.stile', { value: AI_TEXT_STYLE_LABELS[step.style] })}
          onCancel={ai.abort}
        />
      ) : step.name === 'error' ? (
        <AiErrorNotice error={step.error} onClose={close} onChangeStyle={() => setStep({ name: 'choose' })} onRetry={() => void run(step.style)} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid gap-3 md:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-2">
              <h3 id="ai-original-title" className="font-bold text-slate-700">
                {t('ai.improveTextDialog.originale')}
              </h3>
              <div
                tabIndex={0}
                role="region"
                aria-labelledby="ai-original-title"
                className="max-h-[40vh] overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-3 text-slate-800 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
              >
                {story.content}
              </div>
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <h3 id="ai-improved-title" className="font-bold text-brand-900">
                {t('ai.improveTextDialog.migliorata')}
                {AI_TEXT_STYLE_LABELS[step.style]})
              </h3>
              <div
                tabIndex={0}
                role="region"
                aria-labelledby="ai-improved-title"
                data-testid="ai-improved-text"
                className="max-h-[40vh] overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-brand-50 p-3 text-slate-900 ring-1 ring-brand-200 [overflow-wrap:anywhere]"
              >
                {step.text}
              </div>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="ghost" onClick={close}>
              <Trash2 aria-hidden="true" /> {t('ai.shared.elimina')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ name: 'choose' })}>
              <RefreshCw aria-hidden="true" /> {t('ai.shared.cambiaStile')}
            </Button>
            <Button variant="secondary" onClick={() => saveAsNew(improvedTitle(step.style), step.text)} disabled={saving}>
              <Save aria-hidden="true" /> {t('ai.shared.salvaComeNuovaStoria')}
            </Button>
            {onReplace ? (
              <Button onClick={() => setConfirmReplace(true)} disabled={replace.isPending}>
                <Replace aria-hidden="true" /> {t('ai.improveTextDialog.sostituisciOriginale')}
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirmReplace}
            onOpenChange={setConfirmReplace}
            title={t('ai.improveTextDialog.sostituireIlTestoOriginale')}
            description={t('ai.improveTextDialog.ilTestoDellaStoriaSara')}
            confirmLabel={t('ai.improveTextDialog.sostituisci')}
            onConfirm={() => replace.mutate(step.text)}
          />
        </div>
      )}
    </AiDialog>
  );
}
