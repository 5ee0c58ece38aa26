import { UnderDevelopment } from '../features/entrance/under-development';
import { t } from '../i18n/it/pages';

/** /spare (spec 000 §2). */
export function SpareRoute() {
  return <UnderDevelopment title={t('pages.spare.spare')} />;
}
