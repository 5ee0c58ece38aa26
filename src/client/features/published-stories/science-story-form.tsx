import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SCIENCE_STORY_MESSAGES, scienceStoryFormSchema, type ScienceStory } from '../../../shared/schemas/science-story';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { KEEP_IMAGE, type StoryImageChange } from './story-form-data';
import { StoryImageField } from './story-image-field';
import { useSavePublishedStory } from './api/use-published-stories';
import { t } from '../../i18n/it/published-stories';

export interface ScienceStoryFormProps {
  /** The story being edited; null for a new one. */
  story: ScienceStory | null;
  /** After a save or 'Annulla'. */
  onDone: () => void;
}

/** What went wrong, for the toast: the server's own words for a refused input, else the spec's. */
function saveFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) return error.message;
  return SCIENCE_STORY_MESSAGES.saveFailed;
}

/**
 * A science story's title, text (hint 'Questa è una magia della natura') and optional image with
 * preview; 'Annulla' and 'Salva Storia' (spec 000 §2). Title and text are required, trimmed.
 */
export function ScienceStoryForm({ story, onDone }: ScienceStoryFormProps) {
  const save = useSavePublishedStory('science');
  const [image, setImage] = useState<StoryImageChange>(KEEP_IMAGE);
  const form = useForm({
    resolver: zodResolver(scienceStoryFormSchema),
    defaultValues: { title: story?.title ?? '', content: story?.content ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: story?.id, ...values, image },
        {
          onSuccess: (saved) => {
            toast.success(SCIENCE_STORY_MESSAGES.saved, { description: saved.title });
            onDone();
          },
          onError: (error) => toast.error(t('publishedStories.shared.errore'), { description: saveFailure(error) }),
        },
      ),
    () => toast.error(t('publishedStories.shared.errore'), { description: SCIENCE_STORY_MESSAGES.required }),
  );

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      noValidate
      aria-label={story ? t('publishedStories.shared.modificaStoriaScientifica') : t('publishedStories.scienceStoryForm.nuovaStoriaScientifica')}
    >
      <Field id="science-title" label={t('publishedStories.shared.titolo')} required error={errors.title?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('title')} />}
      </Field>
      <Field
        id="science-content"
        label={t('publishedStories.scienceStoryForm.testo')}
        required
        hint={SCIENCE_STORY_MESSAGES.contentHint}
        error={errors.content?.message}
      >
        {(control) => <Textarea {...control} rows={12} className="min-h-64" {...form.register('content')} />}
      </Field>
      <StoryImageField currentUrl={story?.imageUrl ?? null} value={image} onChange={setImage} disabled={save.isPending} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          <X aria-hidden="true" />
          {t('publishedStories.shared.annulla')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {t('publishedStories.scienceStoryForm.salvaStoria')}
        </Button>
      </div>
    </form>
  );
}
