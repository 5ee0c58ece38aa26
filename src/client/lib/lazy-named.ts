import { lazy, type ComponentType } from 'react';
import { reloadOnceForChunkError } from './chunk-reload';

/**
 * `lazy()` for a module's named export (we use named exports only). A chunk that fails to load
 * (a new version was deployed meanwhile) reloads the page once; a second failure reaches the
 * route's error element.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    let module: M;
    try {
      module = await load();
    } catch (error) {
      // The page is being reloaded: keep the spinner until it goes, never flash the error.
      if (reloadOnceForChunkError(error)) return new Promise<never>(() => {});
      throw error;
    }
    return { default: module[name] as ComponentType };
  });
}
