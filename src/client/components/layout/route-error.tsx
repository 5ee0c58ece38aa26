import { Puzzle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { Button } from '../ui/button';

export const ROUTE_ERROR_TITLE = 'Ops! Questa pagina si è inceppata';

export interface RouteErrorProps {
  error: unknown;
  /** Reloads the page; tests pass their own. */
  reload?: () => void;
}

/**
 * What a screen shows instead of a blank page when it fails to draw or to load: a word for the
 * child, one for the adult beside them, and 'Riprova', which reloads the page.
 */
export function RouteError({ error, reload = () => window.location.reload() }: RouteErrorProps) {
  const newVersion = isChunkLoadError(error);
  return (
    <section role="alert" aria-labelledby="route-error-title" className="mx-auto flex max-w-xl flex-col items-center gap-5 py-12 text-center">
      <Puzzle className="size-16 text-brand-300" aria-hidden="true" />
      <h1 id="route-error-title" className="text-3xl font-extrabold text-brand-900 [overflow-wrap:anywhere]">
        {ROUTE_ERROR_TITLE}
      </h1>
      <p className="text-lg text-slate-800">Non è colpa tua! Premi «Riprova» e ci riproviamo insieme.</p>
      <p className="text-slate-700">
        {newVersion
          ? 'Per l’adulto: forse è appena arrivata una nuova versione di FantasMia o la rete si è interrotta. Ricaricare la pagina di solito basta; le bozze restano salvate su questo dispositivo.'
          : 'Per l’adulto: qualcosa non ha funzionato mentre preparavamo la pagina. Ricaricarla di solito basta; le bozze restano salvate su questo dispositivo. Se succede di nuovo, avvisa chi gestisce FantasMia nella tua scuola.'}
      </p>
      <Button size="lg" onClick={() => reload()}>
        Riprova
      </Button>
    </section>
  );
}

/**
 * The error element of every route: wraps the routed screen, and starts afresh when the child
 * moves to another address (the home button still works after an error).
 */
export function RouteErrorBoundary({ resetKey, reload, children }: { resetKey: string; reload?: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ error }: FallbackProps) => <RouteError error={error} reload={reload} />} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
