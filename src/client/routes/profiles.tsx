import { IdCard, ShieldCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { CardCodeLogin } from '../features/profiles/card-code-login';
import { ProfileLogin } from '../features/profiles/profile-login';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';
import { t as cardsT } from '../i18n/it/login-cards';

/** /profiles 'Elenco Profili' (spec 000 §2). */
export function ProfilesRoute() {
  const navigate = useNavigate();
  // 'Entra con la tessera': the name and the card's words, for a device without a camera.
  const [withCard, setWithCard] = useState(false);
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={t('entrance.profiles.elencoProfili')} back={paths.home} />
      <Card>
        <ProfileLogin />
      </Card>
      {withCard ? (
        <Card className="mt-6">
          <CardCodeLogin onClose={() => setWithCard(false)} />
        </Card>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {withCard ? null : (
          <Button variant="secondary" size="lg" onClick={() => setWithCard(true)}>
            <IdCard aria-hidden="true" />
            {cardsT('loginCards.shared.titolo')}
          </Button>
        )}
        <Button variant="secondary" size="lg" onClick={() => void navigate(paths.newProfile)}>
          <UserPlus aria-hidden="true" />
          {t('entrance.profiles.nuovoProfilo')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void navigate(paths.superuser)}>
          <ShieldCheck aria-hidden="true" />
          {t('entrance.profiles.superuser')}
        </Button>
      </div>
    </section>
  );
}
