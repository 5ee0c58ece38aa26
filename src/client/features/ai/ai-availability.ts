import { AI_MESSAGES, type AiStatus } from '../../../shared/schemas/ai';
import { t } from '../../i18n/it/ai';

export interface AiBlock {
  title: string;
  message: string;
  /** For the superuser: which settings turn AI on. */
  hint?: string;
}

/**
 * Why an AI control cannot run for this caller, said plainly before any request: AI not active on
 * this site (the superuser is told how to turn it on), not logged in, or no AI consent from the adult.
 * Null: the control may run (the server checks everything again).
 */
export function aiBlock(status: AiStatus | undefined, kind: 'text' | 'image'): AiBlock | null {
  if (!status) return null;
  if (kind === 'image' && status.loggedIn && !status.superuser) return { title: AI_MESSAGES.restrictedTitle, message: AI_MESSAGES.restricted };
  const enabled = kind === 'text' ? status.text : status.images;
  if (!enabled) {
    return {
      title: t('ai.aiAvailability.intelligenzaArtificialeNonAttiva'),
      message: kind === 'text' ? AI_MESSAGES.notConfigured : AI_MESSAGES.notConfiguredImages,
      ...(status.superuser ? { hint: kind === 'text' ? AI_MESSAGES.notConfiguredSuperuserText : AI_MESSAGES.notConfiguredSuperuserImages } : {}),
    };
  }
  if (!status.loggedIn) return { title: t('ai.aiAvailability.accessoRichiesto'), message: AI_MESSAGES.loginRequired };
  if (!status.consent) return { title: AI_MESSAGES.consentTitle, message: AI_MESSAGES.consentRequired };
  return null;
}
