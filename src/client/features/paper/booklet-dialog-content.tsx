import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  BOOKLET_EDITION_LABELS,
  BOOKLET_EDITIONS,
  BOOKLET_FORMAT_LABELS,
  BOOKLET_FORMATS,
  BOOKLET_LANGUAGE_LABELS,
  BOOKLET_LANGUAGES,
  bookletQuerySchema,
  bookletUrl,
  PAPER_MESSAGES,
  type BookletOptions,
  type BookletOptionsInput,
} from '../../../shared/schemas/paper';
import { buttonVariants } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { RadioGroup } from '../../components/ui/radio-group';
import { t } from '../../i18n/it/paper';
import { useAppConfig } from '../entrance/use-app-config';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

const DEFAULTS: BookletOptions = { edition: 'normale', format: 'a5', language: 'italiano' };

/**
 * The booklet's options (edition, page size, language) and a plain download link to the API, so the
 * browser saves the file the server made. Loaded and mounted on the first 'Libretto PDF' click
 * (booklet-dialog.tsx); it stays mounted, so the options chosen are kept when it opens again.
 * English is offered only when the site has a translation service.
 */
export function BookletDialogContent({
  storyId,
  storyTitle,
  onCloseAutoFocus,
}: {
  storyId: string;
  storyTitle: string;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const config = useAppConfig();
  const canTranslate = config.data?.translation === true;
  const form = useForm<BookletOptionsInput, unknown, BookletOptions>({ resolver: zodResolver(bookletQuerySchema), defaultValues: DEFAULTS });
  const parsed = bookletQuerySchema.safeParse(form.watch());
  const picked = parsed.success ? parsed.data : DEFAULTS;
  const chosen: BookletOptions = canTranslate ? picked : { ...picked, language: 'italiano' };
  const id = `booklet-${storyId}`;
  return (
    <DialogContent
      title={PAPER_MESSAGES.booklet}
      onCloseAutoFocus={onCloseAutoFocus}
      description={
        <span className="break-words [overflow-wrap:anywhere]">
          {t('paper.bookletDialog.unLibrettoDi')}
          {storyTitle}
          {t('paper.bookletDialog.daStamparePiegareEColorare')}
        </span>
      }
    >
      <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()}>
        <RadioGroup
          id={`${id}-edition`}
          legend={t('paper.bookletDialog.edizione')}
          options={options(BOOKLET_EDITIONS, BOOKLET_EDITION_LABELS)}
          hint={t('paper.bookletDialog.daColorareTitoloDaColorare')}
          {...form.register('edition')}
        />
        <RadioGroup
          id={`${id}-format`}
          legend={t('paper.bookletDialog.formato')}
          options={options(BOOKLET_FORMATS, BOOKLET_FORMAT_LABELS)}
          hint={t('paper.bookletDialog.librettoA5StampaFronteE')}
          {...form.register('format')}
        />
        {canTranslate ? (
          <RadioGroup
            id={`${id}-language`}
            legend={t('paper.bookletDialog.lingua')}
            options={options(BOOKLET_LANGUAGES, BOOKLET_LANGUAGE_LABELS)}
            hint={t('paper.bookletDialog.lIngleseEUnaTraduzione')}
            {...form.register('language')}
          />
        ) : null}
        <a href={bookletUrl(storyId, chosen)} download className={buttonVariants({ size: 'lg', className: 'self-start' })}>
          <Download aria-hidden="true" />
          {t('paper.bookletDialog.scaricaIlLibretto')}
        </a>
      </form>
    </DialogContent>
  );
}

/** One story's booklet dialog in a list's BookletDialogHost (booklet-dialog-host.tsx), loaded with the list's first click. */
export function BookletStoryDialog({
  storyId,
  storyTitle,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  storyId: string;
  storyTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <BookletDialogContent storyId={storyId} storyTitle={storyTitle} onCloseAutoFocus={onCloseAutoFocus} />
    </Dialog>
  );
}
