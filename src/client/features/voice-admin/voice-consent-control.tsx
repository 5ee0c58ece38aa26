import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useSetVoiceConsent } from './voice-admin-api';
import { t } from '../../i18n/it/superuser';

const given = (user: AdminUser) => user.voiceConsentAt !== null && user.voiceConsentAt !== undefined;

/** The voice consent of a profile in words: 'Voce: sì (dato da … il …)' or 'Voce: no'. */
export function voiceConsentText(user: AdminUser): string {
  if (!given(user)) return t('superuser.voiceConsentControl.voceNo');
  const date = formatDate(user.voiceConsentAt ?? '');
  const detail = user.voiceConsentBy
    ? t('superuser.voiceConsentControl.datoDaIl', { name: user.voiceConsentBy, date })
    : t('superuser.voiceConsentControl.datoIl', { date });
  return t('superuser.voiceConsentControl.voceSi', { detail });
}

/** What the row menu offers for the voice consent: record it (not given yet) or withdraw it. */
export function voiceConsentActionLabel(user: AdminUser): { label: string; name: string } {
  return given(user)
    ? { label: t('superuser.voiceConsentControl.revocaVoce'), name: t('superuser.voiceConsentControl.revocaIlConsensoVoceDi', { name: user.name }) }
    : { label: t('superuser.voiceConsentControl.consensoVoce'), name: t('superuser.voiceConsentControl.registraIlConsensoVoceDi', { name: user.name }) };
}

/**
 * /superuser-users: the dialogs that record the adult's separate consent to recording the child's
 * voice, or withdraw it at the adult's request. Opened from the row menu: `user` is the profile, or
 * null when closed; the dialog shown follows whether the consent is given.
 */
export function VoiceConsentDialogs({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const setConsent = useSetVoiceConsent();
  const [adultName, setAdultName] = useState('');
  const isGiven = user !== null && given(user);

  const save = (consent: boolean) => {
    if (!user) return;
    setConsent.mutate(
      { userId: user.id, consent, adultName: adultName.trim() },
      {
        onSuccess: () => {
          toast.success(consent ? t('superuser.voiceConsentControl.consensoVoceRegistrato') : t('superuser.voiceConsentControl.consensoVoceRevocato'), {
            description: user.name,
          });
          onClose();
          setAdultName('');
        },
        onError: (e) => toast.error(t('superuser.voiceConsentControl.errore'), { description: errorMessage(e) }),
      },
    );
  };
  const name = user?.name ?? '';

  return (
    <>
      <Dialog open={user !== null && !isGiven} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent title={t('superuser.voiceConsentControl.consensoVocePer', { name })} description={t('superuser.voiceConsentControl.registraSoloSe')}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save(true);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor="voice-consent-adult" className="font-semibold text-brand-900">
                {t('superuser.voiceConsentControl.nomeAdulto')}
              </label>
              <Input id="voice-consent-adult" value={adultName} maxLength={60} onChange={(e) => setAdultName(e.target.value)} autoComplete="off" />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('superuser.voiceConsentControl.annulla')}
              </Button>
              <Button type="submit" disabled={adultName.trim().length < 2 || setConsent.isPending}>
                {t('superuser.voiceConsentControl.registraIlConsenso')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={isGiven}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={t('superuser.voiceConsentControl.revocareIlConsensoVoce')}
        description={t('superuser.voiceConsentControl.nonPotraPiuRegistrare', { name })}
        confirmLabel={t('superuser.voiceConsentControl.revoca')}
        destructive
        onConfirm={() => save(false)}
      />
    </>
  );
}
