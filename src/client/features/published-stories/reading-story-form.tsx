import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { READING_STORY_CONTENT_MAX, READING_STORY_TITLE_MAX } from '../../../shared/constants';
import { READING_STORY_MESSAGES, readingStoryFormSchema, type ReadingStory } from '../../../shared/schemas/reading-story';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSavePublishedStory } from './api/use-published-stories';
import { KEEP_IMAGE, type StoryImageChange } from './story-form-data';
import { StoryImageField } from './story-image-field';
import { t } from '../../i18n/it/published-stories';

export interface ReadingStoryFormProps {
  /** The story being edited; null for a new one. */
  editing: ReadingStory | null;
  /** After a save (the form clears) or 'Annulla'. */
  onDone: () => void;
}

/**
 * The superuser's reading story form (spec 000 §2, §4, §5): create or edit; title up to 100
 * characters, content with its x/2000 counter; Save disabled while either is blank; 'Annulla'
 * in edit mode; saving clears the form. Mount it with `key` = the edited story's id.
 */
export function ReadingStoryForm({ editing, onDone }: ReadingStoryFormProps) {
  const save = useSavePublishedStory('reading');
  const [image, setImage] = useState<StoryImageChange>(KEEP_IMAGE);
  const form = useForm({
    resolver: zodResolver(readingStoryFormSchema),
    defaultValues: { title: editing?.title ?? '', content: editing?.content ?? '', author: editing?.author ?? '' },
  });
  const { errors } = form.formState;
  const title = form.watch('title') ?? '';
  const content = form.watch('content') ?? '';
  const blank = title.trim() === '' || content.trim() === '';
  const tooLong = content.length > READING_STORY_CONTENT_MAX;
  const contentError = errors.content?.message ?? (tooLong ? READING_STORY_MESSAGES.contentTooLong : undefined);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: editing?.id, title: values.title, content: values.content, author: values.author ?? '', image },
      {
        onSuccess: () => {
          toast.success(editing ? READING_STORY_MESSAGES.updated : READING_STORY_MESSAGES.created, { description: values.title });
          form.reset({ title: '', content: '', author: '' });
          setImage(KEEP_IMAGE);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) {
            for (const [key, message] of Object.entries(error.fields)) {
              const field = readingStoryFormSchema.keyof().safeParse(key).data;
              if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
            }
          }
          toast.error(t('publishedStories.shared.errore'), { description: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <Card>
      <CardTitle className="mb-4">{editing ? t('publishedStories.shared.modificaStoria') : t('publishedStories.readingStoryForm.nuovaStoria')}</CardTitle>
      <form
        onSubmit={submit}
        className="flex flex-col gap-4"
        noValidate
        aria-label={editing ? t('publishedStories.shared.modificaStoria') : t('publishedStories.readingStoryForm.nuovaStoria')}
      >
        <Field id="reading-title" label={t('publishedStories.shared.titolo')} required error={errors.title?.message}>
          {(control) => <Input {...control} maxLength={READING_STORY_TITLE_MAX} autoComplete="off" {...form.register('title')} />}
        </Field>
        <Field
          id="reading-author"
          label={t('publishedStories.readingStoryForm.autoreFacoltativo')}
          hint={t('publishedStories.readingStoryForm.chiHaScrittoLaStoria')}
          error={errors.author?.message}
        >
          <Input id="reading-author" maxLength={100} autoComplete="off" aria-describedby="reading-author-hint" {...form.register('author')} />
        </Field>
        <Field id="reading-content" label={t('publishedStories.readingStoryForm.contenuto')} required error={contentError}>
          <Textarea
            id="reading-content"
            rows={10}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={['reading-content-counter', contentError ? 'reading-content-error' : null].filter(Boolean).join(' ')}
            className="min-h-56"
            {...form.register('content')}
          />
          {/* Characters typed, out of 2000 (spec 000 §2: counter x/2000), red beyond the limit. */}
          <p
            id="reading-content-counter"
            className={cn('text-right text-sm tabular-nums', tooLong ? 'font-bold text-red-700' : 'text-slate-600')}
            aria-live="polite"
          >
            {content.length}/{READING_STORY_CONTENT_MAX}
          </p>
        </Field>
        <StoryImageField currentUrl={editing?.imageUrl ?? null} value={image} onChange={setImage} disabled={save.isPending} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {editing ? (
            <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
              <X aria-hidden="true" />
              {t('publishedStories.shared.annulla')}
            </Button>
          ) : null}
          <Button type="submit" disabled={blank || save.isPending}>
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {t('publishedStories.readingStoryForm.salva')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
