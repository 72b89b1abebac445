/**
 * Hooks for islands (no store lives here; stores import none of this).
 *
 * Islands are rendered at build time with each store's default value, then hydrated in
 * the browser, where a store may already hold the reader's saved value. Preact's
 * hydration assumes the DOM matches the first render, so a different first render
 * leaves elements in the wrong places. This hook renders the build-time value first,
 * then switches to the live value right after hydration.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import type { ReadableAtom } from 'nanostores';

/** False in the first (hydrating) render, true from the next one on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function useHydratedStore<T>(store: ReadableAtom<T>, buildTimeValue: T): T {
  const live = useStore(store);
  return useHydrated() ? live : buildTimeValue;
}
