import { UnderDevelopment } from '../features/entrance/under-development';
import { t } from '../i18n/it/pages';

/** /company (spec 000 §2). */
export function CompanyRoute() {
  return <UnderDevelopment title={t('pages.company.societa')} />;
}
