import { Briefcase, CircleHelp, Compass, Ghost, Megaphone, Undo2, WandSparkles, WholeWord, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { STORY_CATEGORIES, type StoryCategory } from '../../../shared/story-modes';
import { PageHeader } from '../../components/layout/page-header';
import { Loading } from '../../components/ui/spinner';
import { paths } from '../../paths';
import { isPublicMode, useSession } from '../auth/session';
import { DifficultyStars } from './difficulty-stars';

const DETAILS: Record<StoryCategory['id'], { icon: LucideIcon; text: string }> = {
  PROFESSION: { icon: Briefcase, text: 'Scegli un mestiere e immagina come sarebbe la tua giornata.' },
  CSS: { icon: CircleHelp, text: 'Parti da una domanda strana e scopri che cosa cambia nel mondo.' },
  GHOST: { icon: Ghost, text: 'Rispondi a sei domande e fai nascere un personaggio misterioso.' },
  PAROLE_CHIAMANO: { icon: WholeWord, text: 'Da una sola parola nascono tante parole: usale tutte nella storia.' },
  AIROTS: { icon: Undo2, text: 'La fiaba al contrario: riscrivi una storia famosa a modo tuo.' },
  CAMPBELL: { icon: Compass, text: 'Dodici carte per il viaggio dell’eroe: scegli e racconta.' },
  PROPP: { icon: WandSparkles, text: 'Le carte delle fiabe: costruisci la tua fiaba passo dopo passo.' },
};

/** The state an editor receives (spec 001 §2): who is writing, and whether it is the public user. */
export interface EditorNavigationState {
  profileId: string;
  profileName: string;
  isPublic?: true;
}

function stateFlagPublic(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isPublic' in state && state.isPublic === true;
}

/** 'Crea Nuova Storia' (/create-story): the seven categories with their difficulty. */
export function StoryCategoryChooser() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  const user = session.data?.user ?? null;
  const isPublic = !user && (stateFlagPublic(location.state) || isPublicMode());
  const state: EditorNavigationState = user ? { profileId: user.id, profileName: user.name } : { profileId: 'public', profileName: 'Utente Pubblico', isPublic: true };

  return (
    <section>
      <PageHeader title="Crea Nuova Storia" back={isPublic ? paths.public : paths.dashboard} />
      <p className="mb-4 text-lg text-slate-700">Scegli come vuoi inventare la tua storia. Le stelle dicono quanto è impegnativa.</p>
      {isPublic ? (
        <p role="note" className="mb-6 flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <Megaphone className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>Stai scrivendo come utente pubblico: la tua storia sarà visibile a tutti dopo che il superuser l’avrà approvata.</span>
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STORY_CATEGORIES.map((category) => {
          const { icon: Icon, text } = DETAILS[category.id];
          return (
            <li key={category.id}>
              <Link
                to={category.route}
                state={state}
                className="group flex h-full flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
              >
                <span className="flex items-center gap-3">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 group-hover:bg-brand-200">
                    <Icon className="size-7" aria-hidden="true" />
                  </span>
                  <span className="text-xl font-extrabold text-brand-900">{category.label}</span>
                </span>
                <span className="text-slate-700">{text}</span>
                <DifficultyStars stars={category.stars} className="mt-auto" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
