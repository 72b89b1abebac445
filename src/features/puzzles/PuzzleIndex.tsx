/**
 * The puzzle list on /puzzles/: every themed set with its puzzles, their difficulty and the
 * reader's stars, a difficulty filter, and the reader's totals. Rendered on the server with
 * no progress (every puzzle "not solved yet"), then filled in from the progress store.
 */
import { useState } from 'preact/hooks';
import { DIFFICULTY_LABEL, KIND_INFO, puzzleHref, type PuzzleSet } from './catalog';
import { currentStreak, dayNumber } from '../progress/progress-model';
import { useProgress } from '../progress/use-progress';
import { useHydrated } from '../rules-choice/use-reader-rules';
import { Stars } from './Stars';
import { presetName } from '../../words/preset-names';
import './puzzles.css';
import { DAYS, PUZZLES, countOf, pluralForm } from '../../words/plural';

type Filter = 'all' | '1' | '2' | '3';

export default function PuzzleIndex({ sets }: { readonly sets: readonly PuzzleSet[] }) {
  const progress = useProgress();
  const hydrated = useHydrated();
  const [difficulty, setDifficulty] = useState<Filter>('all');
  const [unsolvedOnly, setUnsolvedOnly] = useState(false);

  const all = sets.flatMap((s) => s.puzzles);
  const records = all.map((p) => progress.puzzles[p.id]);
  const solved = records.filter((r) => r?.solved).length;
  const stars = records.reduce((sum, r) => sum + (r?.stars ?? 0), 0);
  const streak = hydrated ? currentStreak(progress.streak, dayNumber(new Date())) : 0;

  const shown = sets
    .map((s) => ({
      ...s,
      puzzles: s.puzzles.filter(
        (p) => (difficulty === 'all' || String(p.difficulty) === difficulty) && (!unsolvedOnly || !progress.puzzles[p.id]?.solved),
      ),
    }))
    .filter((s) => s.puzzles.length > 0);
  const count = shown.reduce((n, s) => n + s.puzzles.length, 0);

  return (
    <div class="pz-index">
      <p class="pz-summary" aria-live="polite">
        <span>
          <strong>{solved}</strong> of {all.length} puzzles solved
        </span>
        <span>
          <strong>{stars}</strong> of {all.length * 3} stars
        </span>
        <span>
          Streak: <strong>{streak}</strong> {pluralForm(streak, DAYS)}
        </span>
      </p>

      <fieldset class="pz-filter">
        <legend>Show</legend>
        {(['all', '1', '2', '3'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="pz-difficulty" value={value} checked={difficulty === value} onChange={() => setDifficulty(value)} />
            {value === 'all' ? 'All difficulties' : DIFFICULTY_LABEL[Number(value) as 1 | 2 | 3]}
          </label>
        ))}
        <label>
          <input type="checkbox" checked={unsolvedOnly} onChange={(e) => setUnsolvedOnly((e.currentTarget as HTMLInputElement).checked)} />
          Only puzzles not solved yet
        </label>
        <span class="pz-muted" aria-live="polite">
          {countOf(count, PUZZLES)} shown
        </span>
      </fieldset>

      {shown.length === 0 && <p>No puzzle matches: you have solved them all at this level.</p>}

      {shown.length > 1 && (
        <nav class="pz-jump" aria-label="Puzzle sets">
          <ul>
            {shown.map((set) => (
              <li key={set.theme}>
                <a href={`#set-${set.theme}`}>
                  {set.info.label} ({set.puzzles.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {shown.map((set) => (
        <section key={set.theme} class="pz-set" aria-labelledby={`set-${set.theme}`} data-set={set.theme}>
          <h2 id={`set-${set.theme}`}>{set.info.label}</h2>
          <p class="pz-set__desc">{set.info.description}</p>
          <ul class="pz-list">
            {set.puzzles.map((p) => {
              const r = progress.puzzles[p.id];
              return (
                <li key={p.id} class="pz-item" data-puzzle={p.id}>
                  <a href={puzzleHref(p.id)}>{p.title}</a>
                  <span class="pz-item__meta">
                    <span class="pz-badge">{DIFFICULTY_LABEL[p.difficulty]}</span>
                    <span>{KIND_INFO[p.kind].label}</span>
                    <span>{presetName(p.preset)} rules</span>
                  </span>
                  <Stars stars={r?.stars ?? 0} solved={r?.solved ?? false} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
