/**
 * The coach's hint at the game table: its move and why, the margin over the next best, and
 * every move ranked (collapsed). Loaded when a hint is first asked for, not with the table.
 */
import { capitalise } from '../../words/format';
import type { CoachHint } from './hint';
import { COACH_WORDS } from './words';

export interface HintPanelProps {
  readonly hint: CoachHint;
}

export function HintPanel({ hint }: HintPanelProps) {
  return (
    <section class="panel panel--hint" aria-label={COACH_WORDS['hint.tag']} data-testid="hint" data-hint={hint.ranked[0]?.key} data-kind={hint.kind}>
      <p>
        <span class="hint__tag">{COACH_WORDS['hint.tag']}</span> {hint.text}
      </p>
      <ul class="hint__why">
        {hint.reasoning.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {hint.ranked.length > 1 && (
        <details class="hint__ranked">
          <summary>{COACH_WORDS['hint.ranked']}</summary>
          <ol>
            {hint.ranked.map((m) => (
              <li key={m.key} data-move={m.key}>
                {capitalise(m.text)}: {m.value}
              </li>
            ))}
          </ol>
          {hint.basis && <p class="hint__basis">{hint.basis}</p>}
        </details>
      )}
    </section>
  );
}
