/**
 * The puzzle of the day: chosen from today's UTC date alone (catalog.ts), so everyone sees the
 * same puzzle on a given day. The page is built once, so the choice is made in the browser;
 * before that, a plain sentence stands in its place.
 */
import { DIFFICULTY_LABEL, KIND_INFO, puzzleHref, puzzleOfTheDay, type PuzzleSummary } from './catalog';
import { useProgress } from '../progress/use-progress';
import { useHydrated } from '../rules-choice/use-reader-rules';
import { Stars } from './Stars';
import './puzzles.css';

export default function PuzzleOfTheDay({ puzzles }: { readonly puzzles: readonly PuzzleSummary[] }) {
  const hydrated = useHydrated();
  const progress = useProgress();
  const today = hydrated ? puzzleOfTheDay(puzzles, new Date()) : null;
  const record = today ? progress.puzzles[today.id] : undefined;
  return (
    <section class="pz-today" aria-labelledby="pz-today-title" data-today={today?.id ?? ''}>
      <h2 id="pz-today-title">Puzzle of the day</h2>
      {today ? (
        <>
          <p class="pz-today__title">
            <a href={puzzleHref(today.id)}>{today.title}</a>
          </p>
          <p class="pz-item__meta">
            <span class="pz-badge">{DIFFICULTY_LABEL[today.difficulty]}</span>
            <span>{KIND_INFO[today.kind].label}</span>
            <Stars stars={record?.stars ?? 0} solved={record?.solved ?? false} />
          </p>
          <p class="pz-muted">A new puzzle every day at midnight UTC, the same for everyone.</p>
        </>
      ) : (
        <p class="pz-muted">Today&rsquo;s puzzle is chosen from the date when the page has loaded (it needs JavaScript).</p>
      )}
    </section>
  );
}
