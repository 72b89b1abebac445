/**
 * The kept mistakes on the progress page, next to the card drills: how many are due today, the
 * list (month, kind of decision, grade, when kept, when due) with a link to try each, and the
 * way into the trainer. Rendered inside the progress dashboard's island.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Progress } from '../progress/progress-model';
import { dueMistakes } from '../progress/progress-model';
import { mistakeKind, type KeptMistake } from './mistakes-model';
import { MISTAKES_PATH, forgetMistake, mistakeHref, restoreMistake } from './mistakes-store';
import { GRADE_NAMES, KIND_WORDS, dueText, keptCountText, mistakeText, monthText, whenText } from './words';
import { SetAsideNotice } from './SetAsideNotice';
import './mistakes.css';

/** Longer lists end with "and N more" (the trainer goes through all the due ones anyway). */
const SHOWN = 20;

export default function MistakeQueue({ progress, today, hydrated }: { readonly progress: Progress; readonly today: number; readonly hydrated: boolean }) {
  const now = new Date();
  const due = dueMistakes(progress, today);
  const dueIds = new Set(due.map((m) => m.id));
  // Due first (in the trainer's order), then by due day.
  const ordered = [...due, ...progress.mistakes.filter((m) => !dueIds.has(m.id)).sort((a, b) => a.dueDay - b.dueDay)];
  const setAside = progress.setAsideMistakes;
  /** The last mistake forgotten, with its words, until it is put back (Forget can be undone). */
  const [forgotten, setForgotten] = useState<{ mistake: KeptMistake; item: string } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The Forget button leaves with its row: focus goes to Undo, and back to the heading after it.
  useEffect(() => {
    if (forgotten) undoRef.current?.focus();
  }, [forgotten]);
  return (
    <section class="progress-section" aria-labelledby="p-mistakes" id="p-mistakes-section">
      <h2 id="p-mistakes" tabIndex={-1} ref={headingRef}>
        {mistakeText('queue.title')}
      </h2>
      {hydrated && <SetAsideNotice setAside={setAside} />}
      {progress.mistakes.length === 0 ? (
        <p data-testid="mistakes-empty">
          {mistakeText('empty.text')} <a href="/play/">Play a game</a>
        </p>
      ) : (
        <>
          <p data-testid="mistakes-summary">
            {mistakeText('queue.summary', { kept: keptCountText(progress.mistakes.length), due: due.length })}{' '}
            {due.length > 0 && (
              <a class="button" href={MISTAKES_PATH} data-action="practise-mistakes">
                {mistakeText('queue.practise')}
              </a>
            )}
          </p>
          <ul class="mistake-queue" aria-label={mistakeText('queue.list')}>
            {ordered.slice(0, SHOWN).map((m) => {
              const item = mistakeText('queue.item', {
                month: monthText(m.from.month),
                kind: KIND_WORDS[mistakeKind(m)],
                grade: GRADE_NAMES[m.grade],
                when: whenText(m.keptAt, now),
              });
              return (
                <li key={m.id} data-mistake={m.id} data-due={String(dueIds.has(m.id))}>
                  <span class="mistake-queue__text">
                    {item} · <span class={dueIds.has(m.id) ? 'mistake-queue__due' : ''}>{dueText(m.dueDay, today)}</span>
                  </span>
                  <a href={mistakeHref(m.id)}>{mistakeText('queue.item.open')}</a>
                  <button
                    type="button"
                    class="secondary"
                    aria-label={mistakeText('queue.forget.label', { item })}
                    onClick={() => {
                      setForgotten({ mistake: m, item });
                      forgetMistake(m.id);
                    }}
                  >
                    {mistakeText('queue.forget')}
                  </button>
                </li>
              );
            })}
          </ul>
          {ordered.length > SHOWN && <p>{mistakeText('queue.more', { count: ordered.length - SHOWN })}</p>}
        </>
      )}
      <div role="status" data-testid="mistakes-status">
        {forgotten && (
          <p class="notice">
            {mistakeText('queue.forgotten', { item: forgotten.item })}{' '}
            <button
              type="button"
              class="secondary"
              ref={undoRef}
              onClick={() => {
                restoreMistake(forgotten.mistake);
                setForgotten(null);
                headingRef.current?.focus();
              }}
            >
              {mistakeText('queue.undo')}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
