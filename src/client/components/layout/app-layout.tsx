import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isPublicMode, useSession } from '../../features/auth/session';
import { OfflineStatusGate } from '../../features/stories/offline-status-gate';
import { ReadingSupport } from '../../features/reading-support/reading-support';
import { preloadQueries, WithQueries } from '../../lib/with-queries';
import { paths } from '../../paths';
import { modeColourOfPath } from '../brand/mode-colours';
import { Loading } from '../ui/spinner';
import { AppToaster } from './app-toaster';
import { DocumentTitle } from './document-title';
import { HomeButton } from './home-button';
import { ProfileIndicator } from './profile-indicator';
import { RouteErrorBoundary } from './route-error';
import { t } from '../../i18n/it/components';

// A page opened elsewhere than the home page needs TanStack Query for its screen: its download
// starts with the app's, not after it (the screen's own chunk waits for the provider). In the task
// after the entry's own, which is long enough already (issue 16, P2).
if (typeof window !== 'undefined' && window.location.pathname !== paths.home) setTimeout(() => void preloadQueries(), 0);

/** Screens where the fixed home button would be redundant. */
const WITHOUT_HOME_BUTTON = new Set<string>([paths.home]);

export function AppLayout() {
  const location = useLocation();
  const session = useSession();
  const name = session.data?.user?.name ?? (isPublicMode() ? t('components.appLayout.utentePubblico') : null);
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
        {name ? <ProfileIndicator name={name} /> : null}
      </header>
      <main
        id="main"
        data-mode={modeColourOfPath(location.pathname)}
        className={`mx-auto w-full px-4 pb-16 sm:px-6 ${location.pathname.startsWith(`${paths.superuserLaboratorio}/`) ? 'max-w-[120rem]' : location.pathname === paths.superuserUsers ? 'max-w-7xl' : 'max-w-5xl'}`}
      >
        <OfflineStatusGate />
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loading />}>
            {/* TanStack Query for every screen but the home page, whose widgets load it only when
                they need it: an anonymous visitor's first page does not download it (issue 16, P1). */}
            {location.pathname === paths.home ? (
              <Outlet />
            ) : (
              <WithQueries fallback={<Loading />}>
                <Outlet />
              </WithQueries>
            )}
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <AppToaster />
    </>
  );
}
