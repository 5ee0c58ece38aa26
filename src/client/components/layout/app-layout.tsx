import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { isPublicMode, useSession } from '../../features/auth/session';
import { OfflineStatus } from '../../features/offline/offline-status';
import { ReadingSupport } from '../../features/reading-support/reading-support';
import { paths } from '../../paths';
import { Loading } from '../ui/spinner';
import { HomeButton } from './home-button';
import { ProfileIndicator } from './profile-indicator';
import { t } from '../../i18n/it/components';

/** Screens where the fixed home button would be redundant. */
const WITHOUT_HOME_BUTTON = new Set<string>([paths.home]);

export function AppLayout() {
  const location = useLocation();
  const session = useSession();
  const name = session.data?.user?.name ?? (isPublicMode() ? t('components.appLayout.utentePubblico') : null);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2">
        {t('components.appLayout.vaiAlContenuto')}
      </a>
      {WITHOUT_HOME_BUTTON.has(location.pathname) ? null : <HomeButton />}
      <ReadingSupport besideHomeButton={!WITHOUT_HOME_BUTTON.has(location.pathname)} />
      {name ? <ProfileIndicator name={name} /> : null}
      <main id="main" className={`mx-auto w-full px-4 pb-16 pt-20 sm:px-6 ${location.pathname.startsWith(`${paths.superuserLaboratorio}/`) ? 'max-w-[120rem]' : 'max-w-5xl'}`}>
        <OfflineStatus />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
