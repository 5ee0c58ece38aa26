import { lazy, type ComponentType } from 'react';

/** `lazy()` for a module's named export (we use named exports only). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
