/**
 * The engine's ScoreExplanation, line by line: each scoring yaku with its cards and how
 * its points were counted, bonuses, every yaku held that does not count and why, how the
 * Sake Cup was counted, the base, each multiplier with its reason, and the total.
 * Nothing here computes a point: it only lays out what the engine returned.
 */
import type { CardId } from '../../engine/cards';
import { OPTION_SPECS } from '../../engine/rules/options';
import type { MultiplierStep, ScoreExplanation } from '../../engine/scoring/score';
import { BONUS_DEFINITIONS, YAKU_DEFINITIONS, scoreItemName, type Owner, type SakeCupUse } from '../../engine/scoring/yaku';
import { shortName } from '../../words/card-names';
import { CardThumb } from './CardThumb';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

function CardStrip({ cards, extra }: { readonly cards: readonly CardId[]; readonly extra: readonly CardId[] }) {
  return (
    <ul class="card-strip">
      {cards.map((id) => (
        <li key={id}>
          <CardThumb id={id} />
          <span class="card-strip__name">
            {shortName(id)}
            {extra.includes(id) && <span class="card-strip__extra"> (extra)</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface Names {
  readonly scorer: string;
  readonly other: string;
  /** Label each item with its owner (both players' yaku count). */
  readonly show: boolean;
}

function ownerNote(owner: Owner, names: Names) {
  if (!names.show) return null;
  return <span class="score-owner"> ({owner === 'self' ? names.scorer : names.other})</span>;
}

const SAKE_CUP_COUNTED: Record<SakeCupUse['countedAs'], string> = {
  animal: 'an animal only',
  chaff: 'a chaff card only',
  'animal-and-chaff': 'both an animal and a chaff card',
};

/** "× 2 → 42", "+ 1 → 7" or "21, no change": the effect and the running score in one cell. */
function stepValue(step: MultiplierStep): string {
  if (!step.applied) return `${step.after}, no change`;
  return `${step.operation === 'multiply' ? `× ${step.factor}` : `+ ${step.amount}`} → ${step.after}`;
}

export interface ScoreViewProps {
  readonly explanation: ScoreExplanation;
  /** Whose pile is scored ("You") and the other player ("Opponent"); `show` labels owners. */
  readonly names: Names;
}

export function ScoreView({ explanation: x, names }: ScoreViewProps) {
  const sakeCupMode = OPTION_SPECS.sakeCup.values;
  return (
    <div class="score-view">
      <p class="score-total" aria-live="polite" aria-atomic="true">
        <span class="score-total__who">{`${names.scorer}:`}</span> <strong data-testid="calc-total">{points(x.total)}</strong>
      </p>

      <h3>Yaku that score</h3>
      {x.yaku.length === 0 && x.bonuses.length === 0 ? (
        <p class="score-empty">None yet.</p>
      ) : (
        <ul class="score-yaku">
          {x.yaku.map((y) => (
            <li key={`${y.owner}-${y.id}`} data-yaku={y.id}>
              <p class="score-yaku__head">
                <strong>{y.name}</strong> <span lang="ja" class="jp">{YAKU_DEFINITIONS[y.id].nameJa}</span>
                {ownerNote(y.owner, names)}
                <span class="score-yaku__points">{points(y.points)}</span>
              </p>
              {(y.extraCount > 0 || y.valueNote) && <p class="score-yaku__how">{y.text}</p>}
              <CardStrip cards={y.cards} extra={y.extraCards} />
            </li>
          ))}
          {x.bonuses.map((b) => (
            <li key={`${b.owner}-${b.id}`} data-yaku={b.id}>
              <p class="score-yaku__head">
                <strong>{BONUS_DEFINITIONS[b.id].name}</strong>
                {ownerNote(b.owner, names)}
                <span class="score-yaku__points">{points(b.points)}</span>
              </p>
              <p class="score-yaku__how">{b.text}</p>
            </li>
          ))}
        </ul>
      )}

      {x.dropped.length > 0 && (
        <>
          <h3>Held but not counted</h3>
          <ul class="score-dropped">
            {x.dropped.map((d) => (
              <li key={`${d.owner}-${d.id}-${d.reason}`} data-dropped={d.id}>
                <strong>{scoreItemName(d.id)}</strong>
                {ownerNote(d.owner, names)}: {d.text}
              </li>
            ))}
          </ul>
        </>
      )}

      {x.sakeCup.length > 0 && (
        <ul class="score-notes">
          {x.sakeCup.map((use) => (
            <li key={use.owner}>
              The Sake Cup{ownerNote(use.owner, names)} counted as {SAKE_CUP_COUNTED[use.countedAs]} (
              {OPTION_SPECS.sakeCup.label}: {sakeCupMode.find((v) => v.value === use.mode)?.meaning ?? use.mode}).
            </li>
          ))}
        </ul>
      )}

      <h3>From base to total</h3>
      <div class="table-scroll">
        <table class="data-table score-steps">
          <caption class="visually-hidden">How the base becomes the total</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Why</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Base</th>
              <td>{`Sum of the yaku${x.bonuses.length > 0 ? ' and bonuses' : ''} above.`}</td>
              <td data-testid="calc-base">{x.base}</td>
            </tr>
            {x.steps.map((step) => (
              <tr key={step.id} data-step={step.id} class={step.applied ? 'is-applied' : 'is-skipped'}>
                <th scope="row">{OPTION_SPECS[step.option].label}</th>
                <td>{step.text}</td>
                <td class="score-steps__value">{stepValue(step)}</td>
              </tr>
            ))}
            <tr class="score-steps__total">
              <th scope="row">Total</th>
              <td>{x.notes.join(' ')}</td>
              <td>{x.total}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
