import { zodResolver } from '@hookform/resolvers/zod';
import { FileSignature, LoaderCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PAPER_CONSENT_ADULT } from '../../../shared/schemas/family-letter';
import type { ProfileSelection } from '../../../shared/schemas/profile-selection';
import { adultNameSchema } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { toast } from 'sonner';
import { t } from '../../i18n/it/family-letter';
import { useDownloadFamilyLetters, useRecordBulkConsent } from './api/use-family-letters';

const dialogSchema = z.object({ adultName: adultNameSchema });
type DialogInput = z.input<typeof dialogSchema>;

/** The dialog of 'Registra consenso' for many: the adult's name, or how the consents were collected. */
function BulkConsentDialog({ open, selection, label, onClose }: { open: boolean; selection: ProfileSelection; label: string; onClose: () => void }) {
  const record = useRecordBulkConsent();
  const form = useForm<DialogInput>({ resolver: zodResolver(dialogSchema), defaultValues: { adultName: PAPER_CONSENT_ADULT } });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ adultName }) =>
    record.mutate(
      { selection, adultName },
      {
        onSuccess: (result) => {
          toast.success(t('familyLetter.familyLetterActions.consensoRegistrato'), { description: t('familyLetter.familyLetterActions.esito', { ...result }) });
          close();
        },
        onError: (e) => toast.error(t('familyLetter.familyLetterActions.errore'), { description: errorMessage(e) }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        title={t('familyLetter.familyLetterActions.titoloDialogo', { label })}
        description={t('familyLetter.familyLetterActions.descrizioneDialogo')}
      >
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <Field id="bulk-consent-adult" label={t('familyLetter.familyLetterActions.nomeAdulto')} required error={errors.adultName?.message}>
            <Input
              id="bulk-consent-adult"
              autoComplete="off"
              aria-required="true"
              aria-invalid={errors.adultName ? true : undefined}
              aria-describedby={errors.adultName ? 'bulk-consent-adult-error' : undefined}
              {...form.register('adultName')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('familyLetter.familyLetterActions.annulla')}
            </Button>
            <Button type="submit" variant="success" disabled={record.isPending}>
              {record.isPending ? t('familyLetter.familyLetterActions.salvataggio') : t('familyLetter.familyLetterActions.registraConsenso')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The roster's bulk actions of the family letter, shown in the bulk bar once profiles are chosen:
 * 'Lettera per la famiglia' (the PDF for the selection) and 'Registra consenso' for the selection.
 * `label` says what is chosen ('i 3 profili selezionati', 'il gruppo 3ªB').
 */
export function FamilyLetterActions({ selection, label }: { selection: ProfileSelection; label: string }) {
  const download = useDownloadFamilyLetters();
  const [consentOpen, setConsentOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        disabled={download.isPending}
        title={t('familyLetter.familyLetterActions.letteraNota')}
        onClick={() =>
          download.mutate(selection, {
            onSuccess: (fileName) => toast.success(t('familyLetter.familyLetterActions.letteraScaricata'), { description: fileName }),
            onError: (e) => toast.error(t('familyLetter.familyLetterActions.errore'), { description: errorMessage(e) }),
          })
        }
      >
        {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {download.isPending ? t('familyLetter.familyLetterActions.preparoLaLettera') : t('familyLetter.familyLetterActions.letteraPerLaFamiglia')}
      </Button>
      <Button variant="secondary" onClick={() => setConsentOpen(true)}>
        <FileSignature aria-hidden="true" />
        {t('familyLetter.familyLetterActions.registraConsenso')}
      </Button>
      <BulkConsentDialog open={consentOpen} selection={selection} label={label} onClose={() => setConsentOpen(false)} />
    </>
  );
}
