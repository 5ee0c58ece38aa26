import { ShieldCheck, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ProfileLogin } from '../features/profiles/profile-login';
import { paths } from '../paths';

/** /profiles 'Elenco Profili' (spec 000 §2). */
export function ProfilesRoute() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title="Elenco Profili" back={paths.home} />
      <Card>
        <ProfileLogin />
      </Card>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" size="lg" onClick={() => void navigate(paths.newProfile)}>
          <UserPlus aria-hidden="true" />
          NUOVO PROFILO
        </Button>
        <Button variant="secondary" size="lg" onClick={() => void navigate(paths.superuser)}>
          <ShieldCheck aria-hidden="true" />
          Superuser
        </Button>
      </div>
    </section>
  );
}
