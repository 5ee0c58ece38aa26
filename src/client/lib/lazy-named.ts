import { lazy, type ComponentType } from 'react';
import { reloadOnceForChunkError } from './chunk-reload';

/**
 * `load()`, except that a chunk gone with a new deploy reloads the page once (lib/chunk-reload.ts):
 * the caller then waits for the new page rather than flashing the error. A second failure is thrown.
 */
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
    throw error;
  }
}

/**
 * `lazy()` for a module's named export (we use named exports only), for a widget drawn on demand;
 * `preload()` starts its download ahead of the first draw (a pointer over the button that opens it).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : Record<string, never>;
  // One download whoever asks first; a failed one is asked again.
  let loading: Promise<M> | null = null;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Widget = lazy(() => loadOrReload(loadOnce).then((module) => ({ default: module[name] as ComponentType<Props> })));
  const preload = (): void => void loadOnce().catch(() => undefined);
  return Object.assign(Widget, { preload });
}
