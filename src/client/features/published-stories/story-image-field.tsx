import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/ui/button';
import { checkImageFileContent } from './check-image-file';
import { StoryImage } from './story-image';
import { KEEP_IMAGE, type StoryImageChange } from './story-form-data';
import { t } from '../../i18n/it/published-stories';

export interface StoryImageFieldProps {
  /** The story's current image, when editing one that has it. */
  currentUrl: string | null;
  value: StoryImageChange;
  onChange: (value: StoryImageChange) => void;
  disabled?: boolean;
}

/** A preview of a chosen file through a temporary local object address (spec 000 §4), freed after use. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The optional image of a story: choose a file (image/* only) with a preview, change it or remove it. */
export function StoryImageField({ currentUrl, value, onChange, disabled }: StoryImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const file = value.kind === 'replace' ? value.file : null;
  const previewUrl = useObjectUrl(file);
  const shownUrl = value.kind === 'replace' ? previewUrl : value.kind === 'keep' ? currentUrl : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    void checkImageFileContent(chosen).then((problem) => {
      setError(problem);
      if (!problem) onChange({ kind: 'replace', file: chosen });
    });
  };

  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-brand-900">
        {t('publishedStories.storyImageField.immagineFacoltativa')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {shownUrl ? (
          <StoryImage
            src={shownUrl}
            alt={
              file ? t('publishedStories.storyImageField.anteprimaDi', { name: file.name }) : t('publishedStories.storyImageField.immagineAttualeDellaStoria')
            }
            className="h-32 w-full rounded-xl ring-1 ring-brand-100 sm:w-48"
          />
        ) : (
          <span className="flex h-32 w-full items-center justify-center rounded-xl border-2 border-dashed border-brand-200 text-sm text-slate-600 sm:w-48">
            {value.kind === 'remove' ? t('publishedStories.storyImageField.lImmagineSaraRimossa') : t('publishedStories.shared.nessunaImmagine')}
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            onChange={choose}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${id}-hint`}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={disabled}>
            <ImagePlus aria-hidden="true" />
            {shownUrl ? t('publishedStories.storyImageField.cambiaImmagine') : t('publishedStories.storyImageField.scegliImmagine')}
          </Button>
          {value.kind === 'replace' ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(KEEP_IMAGE)} disabled={disabled}>
              {currentUrl ? <Undo2 aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              {currentUrl ? t('publishedStories.storyImageField.tieniLImmagineDiPrima') : t('publishedStories.storyImageField.rimuoviImmagine')}
            </Button>
          ) : value.kind === 'remove' ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(KEEP_IMAGE)} disabled={disabled}>
              <Undo2 aria-hidden="true" />
              {t('publishedStories.storyImageField.tieniLImmagine')}
            </Button>
          ) : currentUrl ? (
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'remove' })} disabled={disabled}>
              <Trash2 aria-hidden="true" />
              {t('publishedStories.storyImageField.rimuoviImmagine')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('publishedStories.storyImageField.pngJpegGifOWebp')}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
