import { PageHeader } from '../components/layout/page-header';
import { Card } from '../components/ui/card';
import { NewProfileForm } from '../features/profiles/new-profile-form';
import { paths } from '../paths';

/** /new-profile 'Nuovo Profilo' (spec 000 §2, §5). */
export function NewProfileRoute() {
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader title="Nuovo Profilo" back={paths.home} />
      <Card>
        <p className="mb-5 text-slate-700">Compila i dati insieme a un adulto. I campi con l&apos;asterisco sono obbligatori.</p>
        <NewProfileForm />
      </Card>
    </section>
  );
}
