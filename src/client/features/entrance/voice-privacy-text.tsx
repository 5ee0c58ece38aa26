import { t } from '../../i18n/it/entrance-notices';

/**
 * What happens to the child's recorded voice (GDPR art. 13): recorded only with the adult's
 * separate consent, kept in this site's database (and its backups), heard by whom, kept until
 * deleted, deleted with the story or the profile, and part of the child's data export.
 */
export function VoicePrivacyText() {
  return (
    <div className="flex flex-col gap-2">
      <p>{t('entrance.voicePrivacyText.cosaRegistriamo')}</p>
      <p>{t('entrance.voicePrivacyText.dove')}</p>
      <p>{t('entrance.voicePrivacyText.chiLeAscolta')}</p>
      <p>{t('entrance.voicePrivacyText.quanto')}</p>
      <p>{t('entrance.voicePrivacyText.esportazione')}</p>
    </div>
  );
}
