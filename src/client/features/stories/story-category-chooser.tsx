import { Briefcase, CircleHelp, Compass, Ghost, Megaphone, Undo2, WandSparkles, WholeWord, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { STORY_CATEGORIES, type StoryCategory } from '../../../shared/story-modes';
import { MODE_COLOUR } from '../../components/brand/mode-colours';
import { PageHeader } from '../../components/layout/page-header';
import { Loading } from '../../components/ui/spinner';
import { paths } from '../../paths';
import { isPublicMode, useSession } from '../auth/session';
import { DifficultyStars } from './difficulty-stars';
import { t } from '../../i18n/it/stories';

const DETAILS: Record<StoryCategory['id'], { icon: LucideIcon; text: string }> = {
  PROFESSION: { icon: Briefcase, text: t('stories.storyCategoryChooser.scegliUnMestiereEImmagina') },
  CSS: { icon: CircleHelp, text: t('stories.storyCategoryChooser.partiDaUnaDomandaStrana') },
  GHOST: { icon: Ghost, text: t('stories.storyCategoryChooser.rispondiASeiDomandeE') },
  PAROLE_CHIAMANO: { icon: WholeWord, text: t('stories.storyCategoryChooser.daUnaSolaParolaNascono') },
  AIROTS: { icon: Undo2, text: t('stories.storyCategoryChooser.laFiabaAlContrarioRiscrivi') },
  CAMPBELL: { icon: Compass, text: t('stories.storyCategoryChooser.dodiciCartePerIlViaggio') },
  PROPP: { icon: WandSparkles, text: t('stories.storyCategoryChooser.leCarteDelleFiabeCostruisci') },
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
  const state: EditorNavigationState = user
    ? { profileId: user.id, profileName: user.name }
    : { profileId: 'public', profileName: t('stories.storyCategoryChooser.utentePubblico'), isPublic: true };

  return (
    <section>
      <PageHeader title={t('stories.storyCategoryChooser.creaNuovaStoria')} back={isPublic ? paths.public : paths.dashboard} />
      <p className="mb-4 text-lg text-ink-soft">{t('stories.storyCategoryChooser.scegliComeVuoiInventareLa')}</p>
      {isPublic ? (
        <p role="note" className="mb-6 flex items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <Megaphone className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>{t('stories.storyCategoryChooser.staiScrivendoComeUtentePubblico')}</span>
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STORY_CATEGORIES.map((category) => {
          const { icon: Icon, text } = DETAILS[category.id];
          return (
            <li key={category.id}>
              {/* The mode's colour (data-mode) starts here and goes on into its editor's header. */}
              <Link
                to={category.route}
                state={state}
                data-mode={MODE_COLOUR[category.id]}
                className="group relative flex h-full flex-col gap-3 overflow-hidden rounded-card bg-paper p-5 pt-6 shadow-card ring-1 ring-brand-100 transition-[transform,box-shadow] duration-(--motion-quick) hover:-translate-y-1 hover:shadow-lift hover:ring-mode"
              >
                <span aria-hidden="true" className="absolute inset-x-0 top-0 h-2 bg-mode" />
                <span className="flex items-center gap-3">
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-mode text-white shadow-card transition-transform duration-(--motion-quick) ease-bounce group-hover:-rotate-6 group-hover:scale-105">
                    <Icon className="size-8" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 break-words text-xl font-extrabold text-mode">{category.label}</span>
                </span>
                <span className="text-ink-soft">{text}</span>
                <DifficultyStars stars={category.stars} className="mt-auto" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
