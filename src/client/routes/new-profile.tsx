import { PageHeader } from '../components/layout/page-header';
import { Card } from '../components/ui/card';
import { NewProfileForm } from '../features/profiles/new-profile-form';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

/** /new-profile 'Nuovo Profilo' (spec 000 §2, §5). */
export function NewProfileRoute() {
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title={t('entrance.shared.nuovoProfilo')} back={paths.home} />
      <Card>
        <p className="mb-5 text-slate-700">{t('entrance.newProfile.compilaIDatiInsiemeA')}</p>
        <NewProfileForm />
      </Card>
    </section>
  );
}
