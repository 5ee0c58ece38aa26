import type { AdminUser } from '../../../shared/schemas/admin';
import { ConsentDialogs } from '../../components/consent-dialogs';
import { formatDate } from '../../lib/format-date';
import { t } from '../../i18n/it/ai';

/** The AI consent of a profile in words: 'Consenso AI: sì, dato da … il …' or 'Consenso AI: no'. */
export function aiConsentText(user: AdminUser): string {
  return user.aiConsentAt !== null
    ? t('ai.aiConsentControl.consensoAiSi', {
        by: user.aiConsentBy ? t('ai.aiConsentControl.datoDa', { name: user.aiConsentBy }) : '',
        at: t('ai.aiConsentControl.il', { date: formatDate(user.aiConsentAt) }),
      })
    : t('ai.aiConsentControl.consensoAiNo');
}

/** What the row menu offers for the AI consent: record it (not given yet) or withdraw it. */
export function aiConsentActionLabel(user: AdminUser): { label: string; name: string } {
  return user.aiConsentAt !== null
    ? { label: t('ai.aiConsentControl.revocaAi'), name: t('ai.aiConsentControl.revocaIlConsensoAiDi', { name: user.name }) }
    : { label: t('ai.aiConsentControl.consensoAi'), name: t('ai.aiConsentControl.registraIlConsensoAiDi', { name: user.name }) };
}

/** /superuser-users: record the adult's separate AI consent of one profile (law 132/2025 art. 4(4)) or withdraw it. */
export function AiConsentDialogs({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const name = user?.name ?? '';
  return (
    <ConsentDialogs
      user={user}
      given={user?.aiConsentAt != null}
      endpoint="ai-consent"
      inputId="ai-consent-adult"
      words={{
        recordTitle: t('ai.aiConsentControl.consensoAiPer', { name }),
        recordDescription: t('ai.aiConsentControl.registraIlConsensoSoloSe'),
        recorded: t('ai.aiConsentControl.consensoAiRegistrato'),
        revokeTitle: t('ai.aiConsentControl.revocareIlConsensoAi'),
        revokeDescription: t('ai.aiConsentControl.nonPotraPiuUsareGli', { name }),
        revoked: t('ai.aiConsentControl.consensoAiRevocato'),
      }}
      onClose={onClose}
    />
  );
}
