import { PageHeader } from '../components/layout/page-header';

/**
 * A screen of the route table that a later issue builds. It shows only its title and says so
 * plainly; it is not a finished screen.
 */
export function UpcomingScreen({ title, back }: { title: string; back?: string }) {
  return (
    <section>
      <PageHeader title={title} {...(back ? { back } : {})} />
      <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-brand-100">Questa schermata è in costruzione.</p>
    </section>
  );
}
