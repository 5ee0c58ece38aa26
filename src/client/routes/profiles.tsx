import { ShieldCheck, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ProfileLogin } from '../features/profiles/profile-login';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

/** /profiles 'Elenco Profili' (spec 000 §2). */
export function ProfilesRoute() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={t('entrance.profiles.elencoProfili')} back={paths.home} />
      <Card>
        <ProfileLogin />
      </Card>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
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
