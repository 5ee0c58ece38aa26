import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { reloadOnceForChunkError } from './chunk-reload';

/**
 * `lazy()` for a module's named export (we use named exports only). A chunk that fails to load
 * (a new version was deployed meanwhile) reloads the page once; a second failure reaches the
 * route's error element.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | null = null;
  let loaded: M | undefined;
  // One download whoever asks first; a failed one is asked again (and then handled below).
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  type Props = M[K] extends ComponentType<infer P> ? P : Record<string, never>;
  type Loaded = { default: ComponentType<Props> };
  const Screen = lazy(() => {
    // Code already here (preloaded before the first render, src/client/main.tsx): a thenable that
    // answers at once, so React draws the screen in this render instead of committing its spinner
    // first and then holding the screen back for its 300 ms reveal throttle (issue 16, P2).
    const ready = loaded;
    if (ready) return { then: (resolve: (value: Loaded) => void) => resolve({ default: ready[name] as ComponentType<Props> }) } as unknown as Promise<Loaded>;
    return loadScreen();
  });
  async function loadScreen(): Promise<Loaded> {
    let module: M;
    try {
      module = await loadOnce();
    } catch (error) {
      // The page is being reloaded: keep the spinner until it goes, never flash the error.
      if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }
    return { default: module[name] as ComponentType<Props> };
  }
  /**
   * Starts the download before the screen is drawn (a guard checking the session: issue 16, P2);
   * the promise settles when the code is here or has failed (the screen then handles the failure).
   */
  const preload = (): Promise<void> =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Screen, { preload });
}

/**
 * Starts the download of a lazy screen given as an element (`<Dashboard />`), if it is one, or of the
 * screen a guard wraps (`<RequireSession><Dashboard /></RequireSession>`); settles when it is here.
 */
export function preloadScreen(element: ReactNode): Promise<void> {
  if (!isValidElement(element)) return Promise.resolve();
  const type = element.type as { preload?: unknown };
  if (typeof type.preload === 'function') return (type.preload as () => Promise<void>)();
  const props = element.props as { children?: ReactNode };
  return isValidElement(props.children) ? preloadScreen(props.children) : Promise.resolve();
}
