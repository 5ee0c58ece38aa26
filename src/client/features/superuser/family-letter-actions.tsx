import { FileSignature, LoaderCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { PAPER_CONSENT_ADULT } from '../../../shared/schemas/family-letter';
import type { ProfileSelection } from '../../../shared/schemas/profile-selection';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from 'sonner';
import { t } from '../../i18n/it/family-letter';
import { useDownloadFamilyLetters, useRecordBulkConsent } from './api/use-family-letters';
import { AdultNameDialog } from './record-consent-dialog';
import type { BulkActionContext } from './roster-bulk-actions';

/** The dialog of 'Registra consenso' for many: the adult's name, or how the consents were collected. */
function BulkConsentDialog({ open, selection, who, onClose }: { open: boolean; selection: ProfileSelection; who: string; onClose: () => void }) {
  const record = useRecordBulkConsent();
  return (
    <AdultNameDialog
      open={open}
      title={t('familyLetter.familyLetterActions.titoloDialogo', { label: who })}
      description={t('familyLetter.familyLetterActions.descrizioneDialogo')}
      inputId="bulk-consent-adult"
      label={t('familyLetter.familyLetterActions.nomeAdulto')}
      defaultAdultName={PAPER_CONSENT_ADULT}
      pending={record.isPending}
      onClose={onClose}
      onSubmit={(adultName, done) =>
        record.mutate(
          { selection, adultName },
          {
            onSuccess: (result) => {
              toast.success(t('familyLetter.familyLetterActions.consensoRegistrato'), {
                description: t('familyLetter.familyLetterActions.esito', { ...result }),
              });
              done();
            },
            onError: (e) => toast.error(t('familyLetter.shared.errore'), { description: errorMessage(e) }),
          },
        )
      }
    />
  );
}

/**
 * The roster's bulk actions of the family letter, shown in the bulk bar once profiles are chosen:
 * 'Lettera per la famiglia' (the PDF for the selection) and 'Registra consenso' for the selection.
 */
export function FamilyLetterActions({ selection, who, reasonId }: BulkActionContext) {
  const download = useDownloadFamilyLetters();
  const [consentOpen, setConsentOpen] = useState(false);
  const why = selection ? undefined : reasonId;
  return (
    <>
      <Button
        variant="secondary"
        disabled={!selection || download.isPending}
        aria-describedby={why}
        title={t('familyLetter.familyLetterActions.letteraNota')}
        onClick={() =>
          selection &&
          download.mutate(selection, {
            onSuccess: (fileName) => toast.success(t('familyLetter.familyLetterActions.letteraScaricata'), { description: fileName }),
            onError: (e) => toast.error(t('familyLetter.shared.errore'), { description: errorMessage(e) }),
          })
        }
      >
        {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {download.isPending ? t('familyLetter.familyLetterActions.preparoLaLettera') : t('familyLetter.familyLetterActions.letteraPerLaFamiglia')}
      </Button>
      <Button variant="secondary" onClick={() => setConsentOpen(true)} disabled={!selection} aria-describedby={why}>
        <FileSignature aria-hidden="true" />
        {t('familyLetter.familyLetterActions.registraConsenso')}
      </Button>
      {selection ? <BulkConsentDialog open={consentOpen} selection={selection} who={who} onClose={() => setConsentOpen(false)} /> : null}
    </>
  );
}
