import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { modeColourOfPath } from '../components/brand/mode-colours';
import { DocumentTitle } from '../components/layout/document-title';
import { HomeButton } from '../components/layout/home-button';
import { Loading } from '../components/ui/spinner';
import { isPublicMode, useSession } from '../features/auth/session';
import { OfflineStatusGate } from '../features/stories/offline-status-gate';
import { ReadingSupport } from '../features/reading-support/reading-support';
import { lazyNamed } from '../lib/lazy-named';
import { t } from '../i18n/it/components';
import { paths } from '../paths';

// Loaded on demand, so that neither is in an anonymous visitor's home page (figure P1 in
// docs/benchmarks.md): the badge once someone is in; the toaster once the visitor is in or leaves
// the home page, whose own code raises no toast (sonner shows a toast raised before its Toaster
// subscribed), and from then on for good.
const ProfileIndicator = lazyNamed(() => import('../components/layout/profile-indicator'), 'ProfileIndicator');
const AppToaster = lazyNamed(() => import('../components/layout/app-toaster'), 'AppToaster');

/** Screens where the fixed home button would be redundant. */
const WITHOUT_HOME_BUTTON = new Set<string>([paths.home]);

export function AppLayout() {
  const location = useLocation();
  const session = useSession();
  const name = session.data?.user?.name ?? (isPublicMode() ? t('components.appLayout.utentePubblico') : null);
  const [withToaster, setWithToaster] = useState(false);
  if (!withToaster && (name !== null || location.pathname !== paths.home)) setWithToaster(true);
  return (
    <>
      <DocumentTitle />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-paper focus:p-2">
        {t('components.appLayout.vaiAlContenuto')}
      </a>
      {/* The top strip: the home and reading buttons (fixed) and the profile badge (in this strip,
          scrolling with the page) inside one landmark; main starts below it, so nothing covers a control. */}
      <header aria-label={t('components.appLayout.navigazioneDelSito')} className="no-print relative h-20">
        {WITHOUT_HOME_BUTTON.has(location.pathname) ? null : <HomeButton />}
        <ReadingSupport besideHomeButton={!WITHOUT_HOME_BUTTON.has(location.pathname)} />
        {name ? (
          <Suspense fallback={null}>
            <ProfileIndicator name={name} />
          </Suspense>
        ) : null}
      </header>
      <main
        id="main"
        data-mode={modeColourOfPath(location.pathname)}
        className={`mx-auto w-full px-4 pb-16 sm:px-6 ${location.pathname.startsWith(`${paths.superuserLaboratorio}/`) ? 'max-w-[120rem]' : location.pathname === paths.superuserUsers ? 'max-w-7xl' : 'max-w-5xl'}`}
      >
        <OfflineStatusGate />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {withToaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
