import { useAppConfig } from './use-app-config';
import { t } from '../../i18n/it/ai';

/**
 * What the AI helpers send, and to whom (law 132/2025, GDPR art. 13): only when used, only the
 * story's title and text, to the service the site's manager configured.
 */
export function AiPrivacyText() {
  const config = useAppConfig();
  const provider = config.data?.aiProvider ?? null;
  const on = config.data ? config.data.ai.text || config.data.ai.images : false;
  return (
    <p className="mt-2">
      <strong>{t('ai.aiPrivacyText.intelligenzaArtificiale')}</strong>{' '}
      {on && provider ? (
        <>
          {t('ai.aiPrivacyText.suQuestoSitoEAttiva')} <strong className="break-all">{provider}</strong>
          {t('ai.aiPrivacyText.sceltoDalGestoreIlNome')}
        </>
      ) : (
        <>{t('ai.aiPrivacyText.suQuestoSitoNonE')}</>
      )}{' '}
      {t('ai.aiPrivacyText.iBambiniSottoI14')}
    </p>
  );
}
