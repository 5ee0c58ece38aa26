import { Archive, BookOpen, FlaskConical, Library, LogOut, Presentation, Settings, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { DECK_KINDS } from '../../shared/paper-decks';
import { DeckDownloads } from '../features/paper/deck-downloads';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { useSession } from '../features/auth/session';
import { useSignOut } from '../features/auth/use-sign-out';
import { UnreadMessages } from '../features/messages/unread-messages';
import { lazyNamed } from '../lib/lazy-named';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

// The password dialog (its form, zod schema and Radix Dialog) loads when the child first asks for it,
// not with the dashboard (Lighthouse mobile score, figure P2 in docs/benchmarks.md); once loaded it stays mounted, so it closes like any dialog.
const ChangePasswordDialog = lazyNamed(() => import('../features/profiles/change-password-dialog'), 'ChangePasswordDialog');
// The profile menu's dropdown (Radix Menu, Popper) loads with the first click on its button, which
// is drawn by the dashboard itself and looks the same (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
const ProfileMenu = lazyNamed(() => import('../features/profiles/profile-menu'), 'ProfileMenu');

/** 'Il mio profilo': a plain button until its first click, then the real menu, opened. */
function ProfileMenuButton({ onChangePassword }: { onChangePassword: () => void }) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button
      variant="secondary"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={ProfileMenu.preload}
      onFocus={ProfileMenu.preload}
      onClick={() => setWanted(true)}
    >
      <UserRound aria-hidden="true" />
      {t('entrance.dashboard.ilMioProfilo')}
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu onChangePassword={onChangePassword} />
    </Suspense>
  );
}

interface DashboardCard {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
}

const CARDS: readonly DashboardCard[] = [
  {
    to: paths.createStory,
    title: t('entrance.dashboard.creaLaTuaStoria'),
    text: t('entrance.dashboard.scegliUnModoPerInventare'),
    icon: Sparkles,
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    to: paths.storyTypeSelection,
    title: t('entrance.dashboard.letturaStorie'),
    text: t('entrance.dashboard.leggiEAscoltaLeStorie'),
    icon: BookOpen,
    tone: 'bg-sky-100 text-sky-800',
  },
  {
    to: paths.userArchive,
    title: t('entrance.dashboard.archivioMagico'),
    text: t('entrance.dashboard.ritrovaLeStorieCheHai'),
    icon: Archive,
    tone: 'bg-emerald-100 text-emerald-800',
  },
];

/** Classmates read each other's published stories, read-only, without leaving their profile. */
const CLASS_STORIES_CARD: DashboardCard = {
  to: paths.classStories,
  title: t('entrance.dashboard.storieDellaClasse'),
  text: t('entrance.dashboard.leggiEAscoltaLeStorie2'),
  icon: Library,
  tone: 'bg-orange-100 text-orange-800',
};
/** Laboratorio: children join with the board's code; the superuser runs the board. */
const LAB_CARD: DashboardCard = {
  to: paths.laboratorio,
  title: t('entrance.dashboard.laboratorio'),
  text: t('entrance.dashboard.scriviUnaStoriaConLa'),
  icon: Presentation,
  tone: 'bg-violet-100 text-violet-800',
};
const LAB_SUPERUSER_CARD: DashboardCard = { ...LAB_CARD, to: paths.superuserLaboratorio, text: t('entrance.dashboard.guidaUnLaboratorioDiClasse') };

const SUPERUSER_CARDS: readonly DashboardCard[] = [
  {
    to: paths.superuser,
    title: t('entrance.dashboard.gestioneSistema'),
    text: t('entrance.dashboard.utentiArchivioCompletoStorieDa'),
    icon: Settings,
    tone: 'bg-brand-100 text-brand-800',
  },
  {
    to: paths.superuserScienceStoriesView,
    title: t('entrance.dashboard.gestioneStorieScientifiche'),
    text: t('entrance.dashboard.scriviModificaEPubblicaLe'),
    icon: FlaskConical,
    tone: 'bg-rose-100 text-rose-800',
  },
];

function CardLink({ card, state }: { card: DashboardCard; state: object }) {
  const Icon = card.icon;
  return (
    <Link
      to={card.to}
      state={state}
      className="group flex h-full min-h-32 items-start gap-4 rounded-card bg-paper p-5 shadow-card ring-1 ring-brand-100 transition-[transform,box-shadow] duration-(--motion-quick) hover:-translate-y-1 hover:shadow-lift hover:ring-brand-300 sm:p-6"
    >
      <span
        className={`flex size-14 shrink-0 items-center justify-center rounded-2xl transition-transform duration-(--motion-quick) ease-bounce group-hover:-rotate-6 group-hover:scale-105 ${card.tone}`}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <span className="flex flex-col gap-1">
        <span className="text-xl font-extrabold text-brand-900">{card.title}</span>
        <span className="text-ink-soft">{card.text}</span>
      </span>
    </Link>
  );
}

/** /dashboard 'Dashboard Principale' (spec 000 §2). RequireSession sends visitors without a session to /. */
export function DashboardRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useSignOut(() => void navigate(paths.home, { replace: true }));
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordDialogWanted, setPasswordDialogWanted] = useState(false);
  const user = session.data?.user;
  if (session.isPending || !user) return <Loading />;

  const state = { profileId: user.id, profileName: user.name };
  const cards = user.isSuperuser ? [...CARDS, LAB_SUPERUSER_CARD, ...SUPERUSER_CARDS] : [...CARDS, CLASS_STORIES_CARD, LAB_CARD];

  return (
    <section>
      <PageHeader title={t('entrance.dashboard.dashboardPrincipale')}>
        {user.isSuperuser ? null : (
          <div className="sm:ml-auto">
            {/* The profile menu: the child's own account. */}
            <ProfileMenuButton
              onChangePassword={() => {
                setPasswordDialogWanted(true);
                setChangingPassword(true);
              }}
            />
          </div>
        )}
        <Button variant="secondary" className={user.isSuperuser ? 'sm:ml-auto' : undefined} onClick={logout.signOut} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          {t('entrance.shared.esci')}
        </Button>
        {logout.dialog}
      </PageHeader>
      <p className="mb-6 text-lg text-ink">
        {t('entrance.dashboard.ciao')} <strong>{user.name}</strong>
        {t('entrance.dashboard.cheCosaVuoiFareOggi')}
      </p>
      <div className="mb-6">
        <UnreadMessages />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <CardLink card={card} state={state} />
          </li>
        ))}
      </ul>
      {user.isSuperuser || !passwordDialogWanted ? null : (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} profileName={user.name} />
        </Suspense>
      )}
      <DeckDownloads decks={DECK_KINDS} className="mt-6" />
    </section>
  );
}
