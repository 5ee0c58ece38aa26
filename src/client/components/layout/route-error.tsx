import { Puzzle } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunk-reload';
import { Button } from '../ui/button';
import { Loading } from '../ui/spinner';
import { t } from '../../i18n/it/components';

export const ROUTE_ERROR_TITLE = t('components.routeError.opsQuestaPaginaSiE');

const reloadPage = () => window.location.reload();

export interface RouteErrorProps {
  error: unknown;
  /** Reloads the page; tests pass their own. */
  reload?: () => void;
}

/**
 * What a screen shows instead of a blank page when it fails to draw or to load: a word for the
 * child, one for the adult beside them, and 'Riprova', which reloads the page.
 */
export function RouteError({ error, reload = reloadPage }: RouteErrorProps) {
  const newVersion = isChunkLoadError(error);
  return (
    <section role="alert" aria-labelledby="route-error-title" className="mx-auto flex max-w-xl flex-col items-center gap-5 py-12 text-center">
      <Puzzle className="size-16 text-brand-300" aria-hidden="true" />
      <h1 id="route-error-title" className="text-3xl font-extrabold text-brand-900 [overflow-wrap:anywhere]">
        {ROUTE_ERROR_TITLE}
      </h1>
      <p className="text-lg text-slate-800">{t('components.routeError.nonEColpaTuaPremi')}</p>
      <p className="text-slate-700">{newVersion ? t('components.routeError.perLAdultoForseE') : t('components.routeError.perLAdultoQualcosaNon')}</p>
      <Button size="lg" onClick={() => reload()}>
        {t('components.routeError.riprova')}
      </Button>
    </section>
  );
}

/**
 * The error element of every screen, shown inside the layout so the home button still works. A
 * screen's code gone with a new deploy reloads the page once, at the screen's address
 * (lib/chunk-reload.ts); the spinner stays until the new page comes, and the error shows only if
 * the same failure comes back.
 */
export function RouteErrorElement({ reload = reloadPage }: { reload?: () => void }) {
  const error = useRouteError();
  const [reloading, setReloading] = useState(false);
  // Before the browser paints: the error never flashes while the page reloads.
  useLayoutEffect(() => {
    if (reloadOnceForChunkError(error, reload)) setReloading(true);
  }, [error, reload]);
  return reloading ? <Loading /> : <RouteError error={error} reload={reload} />;
}

/** The last net, should the layout itself fail. */
export function RootError() {
  return (
    <main id="main" className="px-4 pt-16">
      <RouteError error={useRouteError()} />
    </main>
  );
}
