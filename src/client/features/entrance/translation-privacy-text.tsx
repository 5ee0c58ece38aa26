import { useAppConfig } from './use-app-config';
import { t } from '../../i18n/it/entrance-notices';

/**
 * What translation sends, and to whom (GDPR art. 13): only when someone translates, only the text
 * being translated, to the service the site's manager chose; by default Google's.
 */
export function TranslationPrivacyText() {
  const config = useAppConfig();
  const on = config.data?.translation ?? false;
  return (
    <p className="mt-2">
      <strong>{t('entrance.translationPrivacyText.traduzione')}</strong>{' '}
      {on ? <>{t('entrance.translationPrivacyText.suQuestoSitoEAttiva')}</> : <>{t('entrance.translationPrivacyText.suQuestoSitoESpenta')}</>}
    </p>
  );
}
