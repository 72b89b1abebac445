/** The engine's explanation of a score, line by line (yaku, what does not count, multipliers, total). */
import type { ScoreExplanation } from '../../../engine/scoring/score';
import { fill } from '../../../words/format';
import { bonusText, droppedText, multiplierText, scoreNoteText, yakuCountText } from '../../../words/score';
import { yakuName } from '../../../words/yaku-names';

/** This view's strings (whole sentences with named parameters). */
export const WORKING_WORDS = {
  title: 'The engine’s working',
  yaku: '{yaku}: {how}',
  dropped: 'Not counted: {why}',
  base: 'Yaku points: {base}',
  step: '{why} ({before} → {after})',
  total: 'Total: {total}',
} as const;

export function Working({ score }: { readonly score: ScoreExplanation }) {
  return (
    <div class="working">
      <p class="card-row__label">{WORKING_WORDS.title}</p>
      <ul>
        {score.yaku.map((y) => (
          <li key={y.id}>{fill(WORKING_WORDS.yaku, { yaku: yakuName(y.id), how: yakuCountText(y) })}</li>
        ))}
        {score.bonuses.map((b) => (
          <li key={b.id}>{bonusText(b)}</li>
        ))}
        {score.dropped.map((d) => (
          <li key={`${d.id}-drop`}>{fill(WORKING_WORDS.dropped, { why: droppedText(d) })}</li>
        ))}
        {score.notes.map((n) => (
          <li key={n}>{scoreNoteText(n)}</li>
        ))}
        <li>{fill(WORKING_WORDS.base, { base: score.base })}</li>
        {score.steps.map((s) => (
          <li key={s.id}>{s.applied ? fill(WORKING_WORDS.step, { why: multiplierText(s), before: s.before, after: s.after }) : multiplierText(s)}</li>
        ))}
        <li>
          <strong>{fill(WORKING_WORDS.total, { total: score.total })}</strong>
        </li>
      </ul>
    </div>
  );
}
