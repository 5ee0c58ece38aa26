import type { AdminUser } from '../../../shared/schemas/admin';
import { ConsentDialogs } from '../../components/consent-dialogs';
import { formatDate } from '../../lib/format-date';
import { t } from '../../i18n/it/superuser';

const given = (user: AdminUser | null) => user?.voiceConsentAt != null;

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

/** /superuser-users: record the adult's separate consent to recording the child's voice, or withdraw it. */
export function VoiceConsentDialogs({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const name = user?.name ?? '';
  return (
    <ConsentDialogs
      user={user}
      given={given(user)}
      endpoint="voice-consent"
      inputId="voice-consent-adult"
      words={{
        recordTitle: t('superuser.voiceConsentControl.consensoVocePer', { name }),
        recordDescription: t('superuser.voiceConsentControl.registraSoloSe'),
        recorded: t('superuser.voiceConsentControl.consensoVoceRegistrato'),
        revokeTitle: t('superuser.voiceConsentControl.revocareIlConsensoVoce'),
        revokeDescription: t('superuser.voiceConsentControl.nonPotraPiuRegistrare', { name }),
        revoked: t('superuser.voiceConsentControl.consensoVoceRevocato'),
      }}
      onClose={onClose}
    />
  );
}
