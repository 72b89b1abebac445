/** The engine's explanation of a score, line by line (yaku, what does not count, multipliers, total). */
import type { ScoreExplanation } from '../../../engine/scoring/score';

export function Working({ score }: { readonly score: ScoreExplanation }) {
  return (
    <div class="working">
      <p class="card-row__label">The engine’s working</p>
      <ul>
        {score.yaku.map((y) => (
          <li key={y.id}>
            {y.name}: {y.text}
          </li>
        ))}
        {score.bonuses.map((b) => (
          <li key={b.id}>{b.text}</li>
        ))}
        {score.dropped.map((d) => (
          <li key={`${d.id}-drop`}>Not counted: {d.text}</li>
        ))}
        {score.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
        <li>Yaku points: {score.base}</li>
        {score.steps.map((s) => (
          <li key={s.id}>
            {s.text} {s.applied ? `(${s.before} → ${s.after})` : ''}
          </li>
        ))}
        <li>
          <strong>Total: {score.total}</strong>
        </li>
      </ul>
    </div>
  );
}
