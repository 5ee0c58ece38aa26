import { BookOpen, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { enterPublicMode } from '../features/auth/session';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

function Tile({ title, text, icon, onClick }: { title: string; text: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-full min-h-40 w-full flex-col items-center justify-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">{icon}</span>
      <span className="text-xl font-bold text-brand-900">{title}</span>
      <span className="text-slate-700">{text}</span>
    </button>
  );
}

/**
 * /public: the unregistered visitor (spec 000 §2, §6) reads the stories the superuser published,
 * or writes one that the superuser reads before it becomes public (DESIGN.md, moderation).
 */
export function PublicRoute() {
  const navigate = useNavigate();
  const enter = (to: string, state: object) => {
    enterPublicMode();
    void navigate(to, { state: { ...state, isPublic: true } });
  };
  return (
    <section>
      <PageHeader title={t('entrance.shared.utentePubblico')} back={paths.home} />
      <p className="mb-6 text-lg text-slate-800">{t('entrance.public.puoiEntrareInFantasmiaAnche')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Tile
            title={t('entrance.public.leggiLeStoriePubbliche')}
            text={t('entrance.public.leStorieDeiBambiniChe')}
            icon={<BookOpen className="size-9" aria-hidden="true" />}
            onClick={() => enter(paths.superuserArchive, { profileId: 'public', profileName: t('entrance.shared.utentePubblico') })}
          />
        </li>
        <li>
          <Tile
            title={t('entrance.public.creaUnaStoria')}
            text={t('entrance.public.inventaUnaNuovaStoriaScegliendo')}
            icon={<PenLine className="size-9" aria-hidden="true" />}
            onClick={() => enter(paths.createStory, {})}
          />
        </li>
      </ul>
    </section>
  );
}
