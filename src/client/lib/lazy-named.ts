import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { reloadOnceForChunkError } from './chunk-reload';

/**
 * `lazy()` for a module's named export (we use named exports only). A chunk that fails to load
 * (a new version was deployed meanwhile) reloads the page once; a second failure reaches the
 * route's error element.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | null = null;
  // One download whoever asks first; a failed one is asked again (and then handled below).
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  type Props = M[K] extends ComponentType<infer P> ? P : Record<string, never>;
  const Screen = lazy(async () => {
    let module: M;
    try {
      module = await loadOnce();
    } catch (error) {
      // The page is being reloaded: keep the spinner until it goes, never flash the error.
      if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }
    return { default: module[name] as ComponentType<Props> };
  });
  /** Starts the download before the screen is drawn (a guard checking the session: issue 16, P2). */
  const preload = (): void => void loadOnce().catch(() => undefined);
  return Object.assign(Screen, { preload });
}

/** Starts the download of a lazy screen given as an element (`<Dashboard />`), if it is one. */
export function preloadScreen(element: ReactNode): void {
  if (!isValidElement(element)) return;
  const type = element.type as { preload?: unknown };
  if (typeof type.preload === 'function') (type.preload as () => void)();
}
