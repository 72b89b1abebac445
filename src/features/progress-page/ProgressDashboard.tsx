/**
 * The progress page: lessons done, puzzles solved (count and stars), drill mastery, mistakes
 * and the streak, all read from the progress store (../progress/, which the learning features
 * write to; this page reads them all, so it lives apart from the store); plus export to a file, import from one (a bad or
 * foreign file is refused with the reason and changes nothing) and reset with confirmation;
 * saved progress that could not be read is explained at the top (ProgressNotice).
 */
import { useRef, useState } from 'preact/hooks';
import type { LessonSummary } from '../learn/lessons/lessons-model';
import { masterySummary } from '../learn/drills/drills-model';
import { currentStreak, dayNumber, dueMistakes, type PuzzleRecord } from '../progress/progress-model';
import MistakeQueue from '../mistakes/MistakeQueue';
import { exportProgress, importProgress, resetProgress } from '../progress/progress-store';
import { useProgress } from '../progress/use-progress';
import { useHydrated } from '../rules-choice/use-reader-rules';
import LessonList from '../learn/lessons/LessonList';
import '../learn/learn.css';
import { ProgressNotice } from './ProgressNotice';
import { downloadText } from '../../shared/download';
import { DAYS, MISTAKES, PUZZLES, STARS, TRIES, countOf, pluralForm } from '../../words/plural';

/** Larger files cannot be a progress export of this site; refuse before reading them. */
const MAX_IMPORT_BYTES = 2_000_000;

export interface PuzzleInfo {
  readonly id: string;
  readonly title: string;
}

function Stars({ stars }: { readonly stars: number }) {
  return (
    <span>
      <span aria-hidden="true">
        {'★'.repeat(stars)}
        {'☆'.repeat(3 - stars)}
      </span>{' '}
      {stars} of 3 stars
    </span>
  );
}

export default function ProgressDashboard({ lessons, puzzles }: { readonly lessons: readonly LessonSummary[]; readonly puzzles: readonly PuzzleInfo[] }) {
  const progress = useProgress();
  const hydrated = useHydrated();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const today = dayNumber(new Date());
  const lessonsDone = lessons.filter((l) => progress.lessons[l.id]).length;
  const titles = new Map(puzzles.map((p) => [p.id, p.title]));
  const records = Object.entries(progress.puzzles) as [string, PuzzleRecord][];
  const solved = records.filter(([, r]) => r.solved);
  const stars = records.reduce((s, [, r]) => s + r.stars, 0);
  const drills = masterySummary(progress, today);
  const streak = hydrated ? currentStreak(progress.streak, today) : 0;
  const mistakesDue = dueMistakes(progress, today).length;

  const download = () => {
    downloadText(`koikoi-dojo-progress-${new Date().toISOString().slice(0, 10)}.json`, exportProgress(), 'application/json');
    setMessage({ ok: true, text: 'Your progress file is downloading. Keep it to restore your progress here or on another device.' });
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setMessage({ ok: false, text: 'This file was not imported: it is far too large to be a progress file from this site. Your progress is unchanged.' });
    } else {
      const problem = importProgress(await file.text());
      setMessage(problem ? { ok: false, text: problem } : { ok: true, text: `Progress imported from ${file.name}.` });
    }
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <div class="progress-page">
      <ProgressNotice />
      <ul class="stats" aria-label="Summary">
        <li data-testid="stat-lessons">
          <strong>
            {lessonsDone} / {lessons.length}
          </strong>{' '}
          lessons done
        </li>
        <li data-testid="stat-puzzles">
          <strong>{solved.length}</strong> {pluralForm(solved.length, PUZZLES)} solved, {countOf(stars, STARS)}
        </li>
        <li data-testid="stat-mastered">
          <strong>
            {drills.mastered} / {drills.total}
          </strong>{' '}
          cards mastered
        </li>
        <li data-testid="stat-mistakes">
          <strong>{mistakesDue}</strong> {pluralForm(mistakesDue, MISTAKES)} to try again today
        </li>
        <li data-testid="stat-streak">
          <strong>{streak}</strong> {pluralForm(streak, DAYS)} in a row (best {progress.streak.best})
        </li>
      </ul>

      <section class="progress-section" aria-labelledby="p-lessons">
        <h2 id="p-lessons">Lessons</h2>
        <LessonList lessons={lessons} compact />
      </section>

      <section class="progress-section" aria-labelledby="p-puzzles">
        <h2 id="p-puzzles">Puzzles</h2>
        {records.length === 0 ? (
          <p>
            No puzzle tried yet. <a href="/puzzles/">Try a puzzle</a>: each one solved on a new day extends your streak.
          </p>
        ) : (
          <>
            <p>
              {solved.length} solved{puzzles.length > 0 ? ` of ${puzzles.length}` : ''}, {stars} of {records.length * 3} possible stars on the
              puzzles you tried. <a href="/puzzles/">More puzzles</a>
            </p>
            <ul class="puzzle-records">
              {records.map(([id, r]) => (
                <li key={id} data-puzzle={id}>
                  <span class="puzzle-records__title">{titles.get(id) ?? `Puzzle ${id}`}</span>: {r.solved ? <Stars stars={r.stars} /> : 'not solved yet'} ·{' '}
                  {countOf(r.attempts, TRIES)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section class="progress-section" aria-labelledby="p-drills">
        <h2 id="p-drills">Card drills</h2>
        <p data-testid="drill-summary">
          {drills.mastered} mastered, {drills.learning} learning, {drills.missed} missed lately, {drills.fresh} not seen yet;{' '}
          {drills.due} due today. <a href="/learn/drills/">Go to the drills</a>
        </p>
      </section>

      <MistakeQueue progress={progress} today={today} hydrated={hydrated} />

      <section class="progress-section" aria-labelledby="p-streak">
        <h2 id="p-streak">Streak</h2>
        <p>
          A streak counts the days in a row on which you solved at least one puzzle. Current streak: {streak}{' '}
          {pluralForm(streak, DAYS)}; best: {progress.streak.best}.
        </p>
      </section>

      <section class="progress-section" aria-labelledby="p-save">
        <h2 id="p-save">Save, restore or start again</h2>
        <p>
          Progress is kept in this browser only. Download it to keep a copy or to carry it to another device, then load the file
          there.
        </p>
        <div class="exercise__actions">
          <button type="button" onClick={download}>
            Download my progress
          </button>
        </div>
        <p>
          <label for="progress-import">Load a progress file</label>{' '}
          <input
            id="progress-import"
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            onChange={(e) => void importFile(e.currentTarget.files?.[0])}
          />
        </p>
        <div role="alert" data-testid="progress-error">
          {message && !message.ok && <p class="notice notice--warn">⚠ {message.text}</p>}
        </div>
        <div role="status" data-testid="progress-message">
          {message && message.ok && <p class="notice notice--ok">✓ {message.text}</p>}
        </div>
        <div class="danger-zone">
          {!confirming ? (
            <p>
              <button
                type="button"
                class="secondary"
                ref={resetRef}
                onClick={() => {
                  setConfirming(true);
                  setTimeout(() => confirmRef.current?.focus(), 0);
                }}
              >
                Reset all progress…
              </button>
            </p>
          ) : (
            <div role="group" aria-labelledby="reset-question">
              <p id="reset-question">
                Delete every lesson tick, puzzle star, drill box, kept mistake and your streak from this browser? This cannot be undone: download
                your progress first if you may want it back.
              </p>
              <div class="exercise__actions">
                <button
                  type="button"
                  ref={confirmRef}
                  onClick={() => {
                    resetProgress();
                    setConfirming(false);
                    setMessage({ ok: true, text: 'Your progress was reset.' });
                    setTimeout(() => resetRef.current?.focus(), 0);
                  }}
                >
                  Yes, delete my progress
                </button>
                <button
                  type="button"
                  class="secondary"
                  onClick={() => {
                    setConfirming(false);
                    setTimeout(() => resetRef.current?.focus(), 0);
                  }}
                >
                  No, keep it
                </button>
              </div>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
