import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../i18n/it/components';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { Loading } from './spinner';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
  /** The list the query loaded (e.g. `query.data?.rows`). */
  items: T[] | undefined;
  /** Said when it cannot be loaded (default: the error's own message). */
  error?: string;
  /** What an empty list shows: a sentence goes in the usual white box. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A loaded list while it loads, when it fails, when it is empty, and once it has something to show. */
export function QueryState<T>({ query, items, error, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-white p-6 text-red-700">
        {error ?? errorMessage(query.error)}
      </p>
    );
  }
  if (items && items.length > 0) return children(items);
  return typeof empty === 'string' ? <p className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-brand-100">{empty}</p> : empty;
}

/** A load that failed: what went wrong, and 'Riprova'. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-red-700">
        {children}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('components.routeError.riprova')}
      </Button>
    </div>
  );
}
