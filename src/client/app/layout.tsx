import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
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

/** Screens where the home button would be redundant. */
const WITHOUT_HOME_BUTTON = new Set<string>([paths.home]);

/** The width of `main` on a path: the roster and the workshop board need more than a story. */
function mainWidth(pathname: string): string {
  if (pathname.startsWith(`${paths.superuserLaboratorio}/`)) return 'max-w-[120rem]';
  return pathname === paths.superuserUsers ? 'max-w-7xl' : 'max-w-5xl';
}

export function AppLayout() {
  const location = useLocation();
  const session = useSession();
  const name = session.data?.user?.name ?? (isPublicMode() ? t('components.appLayout.utentePubblico') : null);
  const [withToaster, setWithToaster] = useState(false);
  const width = mainWidth(location.pathname);
  if (!withToaster && (name !== null || location.pathname !== paths.home)) setWithToaster(true);
  return (
    <>
      <DocumentTitle />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-paper focus:p-2">
        {t('components.appLayout.vaiAlContenuto')}
      </a>
      {/* The top strip: the home and reading buttons and the profile badge inside one landmark; main
          starts below it. The buttons stay in view while scrolling (fixed) only where the page's
          column leaves them a free margin (a 5xl column on a screen of 1280px or more); elsewhere
          they scroll away with the strip, so they never cover a title, a badge or a control. */}
      <header aria-label={t('components.appLayout.navigazioneDelSito')} data-pinned={width === 'max-w-5xl'} className="group/strip no-print relative h-20">
        {WITHOUT_HOME_BUTTON.has(location.pathname) ? null : <HomeButton />}
        <ReadingSupport besideHomeButton={!WITHOUT_HOME_BUTTON.has(location.pathname)} />
        {name ? (
          <Suspense fallback={null}>
            <ProfileIndicator name={name} />
          </Suspense>
        ) : null}
      </header>
      <main id="main" data-mode={modeColourOfPath(location.pathname)} className={`mx-auto w-full px-4 pb-16 sm:px-6 ${width}`}>
        <OfflineStatusGate />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {/* A new screen opens at its top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      {withToaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
