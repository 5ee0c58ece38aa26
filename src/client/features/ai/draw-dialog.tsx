import { Download, ImagePlus, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AI_COMMENT_MAX, AI_IMAGE_STYLES, findFamousCharacters, type AiImageResponse, type AiImageStyle } from '../../../shared/schemas/ai';
import type { StoryDto } from '../../../shared/schemas/story';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { discardImage, generateStoryImage, useAiCall, useAssociateImage } from './ai-api';
import { AiDialog, AiErrorNotice, AiProgress, isAbort } from './ai-parts';
import { CopyrightWarning } from './copyright-warning';
import { downloadImage } from './download-image';
import { t } from '../../i18n/it/ai';

const STYLE_HINTS: Record<AiImageStyle, string> = {
  Fumetto: t('ai.drawDialog.contorniDecisiEColoriVivaci'),
  Fotografico: t('ai.drawDialog.comeUnaFotografia'),
  Astratto: t('ai.drawDialog.formeEColoriLiberi'),
  Manga: t('ai.drawDialog.comeIFumettiGiapponesi'),
  Acquarello: t('ai.drawDialog.coloriMorbidiELeggeri'),
  Carboncino: t('ai.drawDialog.disegnoAMatitaScura'),
  'Da colorare': t('ai.drawDialog.lineeNereSuBiancoDa'),
};

type Step =
  | { name: 'choose' }
  | { name: 'warning'; names: string[] }
  | { name: 'working' }
  | { name: 'confirm'; image: AiImageResponse }
  | { name: 'error'; error: unknown };

/**
 * Drawings (spec 001 §4 image flow, superuser only): a style, an optional comment, the copyright
 * warning, visible progress with 'Annulla', then the confirm-association dialog with the preview.
 */
export function DrawDialog({ onClose, story }: { onClose: () => void; story: Pick<StoryDto, 'id' | 'title' | 'content'> }) {
  const ai = useAiCall('image');
  const associate = useAssociateImage();
  const [style, setStyle] = useState<AiImageStyle>('Fumetto');
  const [comment, setComment] = useState('');
  const [step, setStep] = useState<Step>({ name: 'choose' });

  const reset = () => {
    ai.abort();
    onClose();
  };

  /** Closing while a drawing waits for an answer: it is not kept. */
  const close = () => {
    if (step.name === 'confirm') void ai.call(() => discardImage(step.image.imageId)).catch(() => undefined);
    reset();
  };

  const run = async () => {
    setStep({ name: 'working' });
    try {
      const image = await ai.call((signal) => generateStoryImage({ storyId: story.id, style, comment }, signal));
      setStep({ name: 'confirm', image });
    } catch (error) {
      if (isAbort(error)) {
        toast.info(t('ai.drawDialog.creazioneDelDisegnoAnnullata'));
        setStep({ name: 'choose' });
      } else setStep({ name: 'error', error });
    }
  };

  const start = () => {
    const names = findFamousCharacters(`${story.title}\n${story.content}\n${comment}`);
    if (names.length > 0) setStep({ name: 'warning', names });
    else void run();
  };

  const confirm = (image: AiImageResponse) =>
    associate.mutate(
      { imageId: image.imageId, storyId: story.id },
      {
        onSuccess: () => {
          toast.success(t('ai.drawDialog.disegnoAssociatoAllaStoria'), { description: story.title });
          reset();
        },
        onError: (error) => toast.error(t('ai.shared.errore'), { description: errorMessage(error) }),
      },
    );

  return (
    <AiDialog title={step.name === 'confirm' ? t('ai.drawDialog.associareIlDisegnoAllaStoria') : t('ai.drawDialog.creaUnDisegno')} ai={ai} onClose={close}>
      {step.name === 'choose' ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            start();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-brand-900">{t('ai.drawDialog.stileDelDisegno')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {AI_IMAGE_STYLES.map((s) => (
                <label
                  key={s}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl p-2 ring-1 ring-brand-200 has-[:checked]:bg-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                >
                  <input type="radio" name="ai-image-style" value={s} checked={style === s} onChange={() => setStyle(s)} className="size-5 accent-brand-700" />
                  <span>
                    <span className="block font-bold">{s}</span>
                    <span className="block text-sm text-slate-700">{STYLE_HINTS[s]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="ai-image-comment" className="font-semibold text-brand-900">
              {t('ai.drawDialog.commentoFacoltativo')}
            </label>
            <Textarea
              id="ai-image-comment"
              value={comment}
              maxLength={AI_COMMENT_MAX}
              onChange={(e) => setComment(e.target.value)}
              rows={2}
              placeholder={t('ai.drawDialog.perEsempioConUnGrande')}
            />
          </div>
          <p className="text-sm text-slate-700">{t('ai.drawDialog.diSolitoServono1015')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={reset}>
              {t('ai.shared.annulla')}
            </Button>
            <Button type="submit">
              <ImagePlus aria-hidden="true" /> {t('ai.drawDialog.creaDisegno')}
            </Button>
          </div>
        </form>
      ) : step.name === 'warning' ? (
        <CopyrightWarning names={step.names} onEdit={() => setStep({ name: 'choose' })} onContinue={() => void run()} />
      ) : step.name === 'working' ? (
        <AiProgress label={t('ai.drawDialog.stoCreandoIlDisegno')} hint={t('ai.drawDialog.stileDiSolitoServono10', { style })} onCancel={ai.abort} />
      ) : step.name === 'error' ? (
        <AiErrorNotice error={step.error} onClose={reset} onChangeStyle={() => setStep({ name: 'choose' })} onRetry={() => void run()} />
      ) : (
        <div className="flex flex-col gap-3">
          <figure className="flex flex-col gap-2">
            <img
              src={step.image.imageUrl}
              alt={t('ai.drawDialog.disegnoInStilePerLa', { style: step.image.style, title: story.title })}
              className="max-h-80 w-full rounded-xl object-contain ring-1 ring-brand-100"
            />
            <figcaption className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{step.image.style}</span>
              {t('ai.drawDialog.costo')} {step.image.cost.toLocaleString('it-IT', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} €
            </figcaption>
          </figure>
          <p className="text-slate-800">
            {t('ai.drawDialog.vuoiAssociareQuestoDisegnoAlla')}
            {story.title}
            {t('ai.drawDialog.sostituiraLImmagineAttualeSe')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="ghost" onClick={close}>
              <Trash2 aria-hidden="true" /> {t('ai.drawDialog.nonAssociare')}
            </Button>
            <Button variant="secondary" onClick={() => void downloadImage(step.image.imageUrl, story.title)}>
              <Download aria-hidden="true" /> {t('ai.drawDialog.scaricaPng')}
            </Button>
            <Button onClick={() => confirm(step.image)} disabled={associate.isPending}>
              <Link2 aria-hidden="true" /> {t('ai.drawDialog.associaAllaStoria')}
            </Button>
          </div>
        </div>
      )}
    </AiDialog>
  );
}
