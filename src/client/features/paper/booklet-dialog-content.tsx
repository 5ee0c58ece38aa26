import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
import { Button, buttonVariants } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { api, errorMessage } from '../../lib/api-client';
import { RadioGroup } from '../../components/ui/radio-group';
import { t } from '../../i18n/it/paper';
import { useAppConfig } from '../entrance/use-app-config';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

const DEFAULTS: BookletOptions = { edition: 'normale', format: 'a5', language: 'italiano' };

/**
 * When the story has the child's voice: the cover may carry a QR that opens it. For a story not yet
 * published the QR is a private link; the adult turns off the QRs already printed here.
 */
function VoiceQrOption({ storyId, id, checked, onCheckedChange }: { storyId: string; id: string; checked: boolean; onCheckedChange: (v: boolean) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await api(`/api/stories/${encodeURIComponent(storyId)}/voice-link`, { method: 'DELETE' });
      toast.success(t('paper.bookletDialog.qrDisattivati'));
    } catch (error) {
      toast.error(t('paper.bookletDialog.qrNonDisattivati'), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-bold text-brand-900">{t('paper.bookletDialog.laVoce')}</legend>
      <Checkbox id={`${id}-voice`} checked={checked} onCheckedChange={onCheckedChange} describedBy={`${id}-voice-hint`}>
        {t('paper.bookletDialog.qrSullaCopertina')}
      </Checkbox>
      <p id={`${id}-voice-hint`} className="text-sm text-ink-soft">
        {t('paper.bookletDialog.qrSpiegazione')}
      </p>
      <Button type="button" variant="secondary" size="sm" className="min-h-11 self-start" disabled={busy} onClick={() => setConfirming(true)}>
        <Link2Off aria-hidden="true" />
        {t('paper.bookletDialog.disattivaQr')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('paper.bookletDialog.disattivaQrTitolo')}
        description={t('paper.bookletDialog.disattivaQrSpiegazione')}
        confirmLabel={t('paper.bookletDialog.disattiva')}
        destructive
        onConfirm={() => void revoke()}
      />
    </fieldset>
  );
}

/**
 * The booklet's options (edition, page size, language) and a plain download link to the API, so the
 * browser saves the file the server made. Loaded and mounted on the first 'Libretto PDF' click
 * (booklet-dialog.tsx); it stays mounted, so the options chosen are kept when it opens again.
 * English is offered only when the site has a translation service.
 */
export function BookletDialogContent({
  storyId,
  storyTitle,
  hasVoice = false,
  onCloseAutoFocus,
}: {
  storyId: string;
  storyTitle: string;
  /** The story has the child's voice: offer the QR on the cover. */
  hasVoice?: boolean;
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
        {hasVoice ? (
          <VoiceQrOption storyId={storyId} id={id} checked={form.watch('voiceQr') === true} onCheckedChange={(v) => form.setValue('voiceQr', v)} />
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
