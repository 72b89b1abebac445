/**
 * Parts of a page that load after it is drawn (a dynamic `import()`), keeping its first script
 * small (`npm run budget`): `useLazy(load)` is the module `load()` resolves to, or null until it
 * has arrived, when the component draws again. Each loader runs once per page: its module is
 * kept by the loader itself, so every component that asks with the same loader shares it, and a
 * component drawn later gets it at once. Loaders are therefore constants at a module's top level
 * (`const loadReview = () => import('./Review')`), never functions made while drawing.
 */
import { useEffect, useState } from 'preact/hooks';

type Loader<T> = () => Promise<T>;

const modules = new WeakMap<Loader<unknown>, unknown>();
const loading = new WeakMap<Loader<unknown>, Promise<unknown>>();

/** Starts `load` once per page (a failed load may be tried again) and resolves to its module. */
export function loadOnce<T>(load: Loader<T>): Promise<T> {
  let promise = loading.get(load) as Promise<T> | undefined;
  if (!promise) {
    promise = load().then(
      (m) => {
        modules.set(load, m);
        return m;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, promise);
  }
  return promise;
}

/** The module of `load` if it has arrived, else null (it is not asked for). */
export function loaded<T>(load: Loader<T>): T | null {
  return (modules.get(load) as T | undefined) ?? null;
}

/** The module of `load` once it has arrived, else null; asks for it while `wanted` (no loader: null). */
export function useLazy<T>(load: Loader<T> | null, wanted = true): T | null {
  const [, arrived] = useState(0);
  const module = load ? loaded(load) : null;
  useEffect(() => {
    if (!load || !wanted || module !== null) return;
    let drawn = true;
    void loadOnce(load).then(() => {
      if (drawn) arrived((n) => n + 1);
    });
    return () => {
      drawn = false;
    };
  }, [load, wanted, module]);
  return module;
}
