import { PageHeader } from '../components/layout/page-header';
import { Card } from '../components/ui/card';
import { CardLinkLogin } from '../features/profiles/card-link-login';
import { paths } from '../paths';
import { t } from '../i18n/it/login-cards';

/** /card-login: where a login card's QR leads. */
export function CardLoginRoute() {
  return (
    <section className="mx-auto max-w-xl">
      <PageHeader title={t('loginCards.shared.titolo')} back={paths.profiles} />
      <Card>
        <CardLinkLogin />
      </Card>
    </section>
  );
}
