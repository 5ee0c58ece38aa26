import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { STORY_MESSAGES, STORY_TITLE_MAX, type StoryDto, type StoryLanguage } from '../../../shared/schemas/story';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { TextareaWithDictation } from '../speech/text-with-dictation';
import { useUpdateStory } from '../stories/api/update-story';
import { t } from '../../i18n/it/viewer';

export interface StoryEditFormProps {
  storyId: string;
  /** What the child sees now (the translation, when translated): that is what gets edited. */
  initial: { title: string; content: string; language: StoryLanguage };
  onDone: (saved: StoryDto | null) => void;
}

/** The viewer's edit mode: title, text (with dictation), 'Annulla' and 'Salva' (PATCH). */
export function StoryEditForm({ storyId, initial, onDone }: StoryEditFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const update = useUpdateStory();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (title.trim() === '') next.title = STORY_MESSAGES.titleRequired;
    if (content.trim() === '') next.content = STORY_MESSAGES.contentRequired;
    setErrors(next);
    if (next.title) {
      toast.error(STORY_MESSAGES.titleRequiredTitle, { description: STORY_MESSAGES.titleRequired });
      return;
    }
    if (next.content) {
      toast.error(STORY_MESSAGES.contentRequiredTitle, { description: STORY_MESSAGES.contentRequired });
      return;
    }
    update.mutate(
      { id: storyId, input: { title: title.trim(), content, language: initial.language } },
      {
        onSuccess: ({ story }) => {
          toast.success(STORY_MESSAGES.updated, { description: story.title });
          onDone(story);
        },
        onError: (e) => {
          const message = e instanceof ApiRequestError && e.status === 400 ? e.message : STORY_MESSAGES.saveFailed;
          toast.error(t('viewer.storyEditForm.errore'), { description: message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('viewer.storyEditForm.modificaLaStoria')}>
      <Field id="edit-title" label={t('viewer.storyEditForm.titolo')} error={errors.title} required>
        <Input
          id="edit-title"
          value={title}
          maxLength={STORY_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'edit-title-error' : undefined}
        />
      </Field>
      <Field id="edit-content" label={t('viewer.storyEditForm.testoDellaStoria')} error={errors.content} required>
        <TextareaWithDictation
          id="edit-content"
          value={content}
          onValueChange={setContent}
          lang={initial.language === 'english' ? 'en-US' : 'it-IT'}
          dictationTarget="il testo"
          className="field-sizing-content min-h-64 max-h-[400px] text-lg leading-relaxed"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'edit-content-error' : undefined}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone(null)} disabled={update.isPending}>
          {t('viewer.storyEditForm.annulla')}
        </Button>
        <Button type="submit" variant="success" disabled={title.trim() === '' || update.isPending}>
          {update.isPending ? t('viewer.storyEditForm.salvataggio') : t('viewer.storyEditForm.salva')}
        </Button>
      </div>
    </form>
  );
}
