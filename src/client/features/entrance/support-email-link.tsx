import { useAppConfig } from './use-app-config';
import { t } from '../../i18n/it/entrance';

/** The support address from GET /api/config as a mailto link, with its loading and error states. */
export function SupportEmailLink({ className }: { className?: string }) {
  const config = useAppConfig();
  if (config.isPending) return <span className={className}>{t('entrance.supportEmailLink.caricamento')}</span>;
  if (config.isError) return <span className={className}>{t('entrance.supportEmailLink.lIndirizzoDiSupportoDel')}</span>;
  const email = config.data.supportEmail;
  return (
    <a href={`mailto:${email}`} className={className ?? 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'}>
      {email}
    </a>
  );
}
