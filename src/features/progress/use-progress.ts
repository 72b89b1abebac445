/**
 * The learner's progress for islands, safe to use in the first (hydrating) render: the
 * empty progress at build time, the saved progress right after. Hooks live here, beside
 * the islands, so that the store (progress-store.ts) stays plain logic usable anywhere.
 */
import { useHydratedStore } from '../../shared/use-hydrated';
import { EMPTY_PROGRESS, type Progress } from './progress-model';
import { $progress, $progressNotice } from './progress-store';

export function useProgress(): Progress {
  return useHydratedStore($progress, EMPTY_PROGRESS);
}

export function useProgressNotice(): string | null {
  return useHydratedStore($progressNotice, null);
}
