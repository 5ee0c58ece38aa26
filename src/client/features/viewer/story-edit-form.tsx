import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  STORY_MESSAGES,
  STORY_TITLE_MAX,
  storyEditFormSchema,
  type StoryDto,
  type StoryEditForm as StoryEditValues,
  type StoryLanguage,
} from '../../../shared/schemas/story';
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
  /** Said before saving: an author's edit takes the story back to the teacher. */
  notice?: string | undefined;
}

/** The viewer's edit mode: title, text (with dictation), 'Annulla' and 'Salva' (PATCH). */
export function StoryEditForm({ storyId, initial, onDone, notice }: StoryEditFormProps) {
  const form = useForm<StoryEditValues>({ resolver: zodResolver(storyEditFormSchema), defaultValues: { title: initial.title, content: initial.content } });
  const { errors } = form.formState;
  const blankTitle = form.watch('title').trim() === '';
  const content = useController({ control: form.control, name: 'content' }).field;
  const update = useUpdateStory();

  const submit = form.handleSubmit(
    ({ title, content }) =>
      update.mutate(
        { id: storyId, input: { title, content, language: initial.language } },
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
      ),
    // Each message stands under its field; the toast says the first one.
    (invalid) => {
      if (invalid.title) toast.error(STORY_MESSAGES.titleRequiredTitle, { description: invalid.title.message ?? STORY_MESSAGES.titleRequired });
      else if (invalid.content) toast.error(STORY_MESSAGES.contentRequiredTitle, { description: invalid.content.message ?? STORY_MESSAGES.contentRequired });
    },
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('viewer.storyEditForm.modificaLaStoria')}
      aria-describedby={notice ? 'edit-notice' : undefined}
    >
      {notice ? (
        <p id="edit-notice" className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900 ring-1 ring-brand-200">
          {notice}
        </p>
      ) : null}
      <Field id="edit-title" label={t('viewer.storyEditForm.titolo')} error={errors.title?.message} required>
        {(control) => <Input {...control} maxLength={STORY_TITLE_MAX} {...form.register('title')} />}
      </Field>
      <Field id="edit-content" label={t('viewer.shared.testoDellaStoria')} error={errors.content?.message} required>
        {(control) => (
          <TextareaWithDictation
            {...control}
            value={content.value}
            onValueChange={content.onChange}
            onBlur={content.onBlur}
            lang={initial.language === 'english' ? 'en-US' : 'it-IT'}
            dictationTarget="il testo"
            className="field-sizing-content min-h-64 max-h-[400px] text-lg leading-relaxed"
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone(null)} disabled={update.isPending}>
          {t('viewer.storyEditForm.annulla')}
        </Button>
        <Button type="submit" variant="success" disabled={blankTitle || update.isPending}>
          {update.isPending ? t('viewer.storyEditForm.salvataggio') : t('viewer.storyEditForm.salva')}
        </Button>
      </div>
    </form>
  );
}
