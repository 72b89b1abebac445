/**
 * The engine's ScoreExplanation, line by line: each scoring yaku with its cards and how
 * its points were counted, bonuses, every yaku held that does not count and why, how the
 * Sake Cup was counted, the base, each multiplier with its reason, and the total.
 * Nothing here computes a point: it only lays out what the engine returned.
 */
import type { CardId } from '../../engine/cards';
import type { MultiplierStep, ScoreExplanation } from '../../engine/scoring/score';
import type { Owner } from '../../engine/scoring/yaku';
import { YAKU_JAPANESE } from '../../words/japanese-names';
import { optionLabel, optionValueMeaning } from '../../words/options';
import { countOf, POINTS } from '../../words/plural';
import { bonusText, droppedText, multiplierText, multiplierWordsAt, scoreNoteText, yakuCountText } from '../../words/score';
import { yakuName } from '../../words/yaku-names';
import { CardThumb } from './CardThumb';
import { CardCaption } from '../../shared/CardCaption';
import { LightningUses } from './LightningUses';
import { sakeCupNotes } from './sake-cup-note';
import { CALC_WORDS, MULTIPLIER_WORDS_BY_SCORER, calcText, multiplierWordsOfThree } from './words';
import type { Seat } from './state';
import type { SeatCount } from '../../engine/round/seats';
import { fillParts } from '../../words/format';

const points = (n: number) => countOf(n, POINTS);

function CardStrip({ cards, extra }: { readonly cards: readonly CardId[]; readonly extra: readonly CardId[] }) {
  return (
    <ul class="card-strip">
      {cards.map((id) => (
        <li key={id}>
          <CardThumb id={id} />
          <CardCaption card={id} class="card-strip__name">
            {extra.includes(id) && <span class="card-strip__extra">{calcText('score.extra')}</span>}
          </CardCaption>
        </li>
      ))}
    </ul>
  );
}

/** Labels given as words by a caller that has no seats (the play table: "You", "Computer"). */
export interface Names {
  readonly scorer: string;
  readonly other: string;
  readonly show: boolean;
  /** Players at the table (2 when not said): at three the multipliers speak of "another player". */
  readonly seats?: SeatCount;
}

export interface Owners {
  /** Whose pile is scored: you, or (a whole round your opponent stopped) your opponent. */
  readonly scorer: Seat;
  /** Label each item with its owner (both players' yaku count). */
  readonly show: boolean;
  /** Players at the table (2 when not said). */
  readonly seats?: SeatCount;
}

/** The multiplier sentences from the reader's side, for the seat that stopped at a table of two or three. */
function multiplierWords(owners: Owners) {
  if (owners.seats === 3 || owners.scorer === 'third') return multiplierWordsOfThree(owners.scorer);
  return MULTIPLIER_WORDS_BY_SCORER[owners.scorer];
}

/** The owner of a counted item other than the scorer: the other player, or with three "another player". */
function otherOwner(owners: Owners): string {
  if (owners.seats === 3) return calcText('owner.others');
  return calcText(owners.scorer === 'you' ? 'owner.opponent' : 'owner.you');
}

/** The engine's owners are seen from the scorer's side; the labels are the reader's ("yours"). */
function ownerNote(owner: Owner, owners: Owners | Names) {
  if (!owners.show) return null;
  const who =
    'other' in owners
      ? owner === 'self' ? owners.scorer : owners.other
      : owner === 'self'
        ? calcText(`owner.${owners.scorer}`)
        : otherOwner(owners);
  return <span class="score-owner">{calcText('score.owner', { who })}</span>;
}

/** "× 2 → 42", "+ 1 → 7" or "21, no change": the effect and the running score in one cell. */
function stepValue(step: MultiplierStep): string {
  if (!step.applied) return calcText('score.steps.unchanged', { after: step.after });
  const { factor, amount, after } = step;
  return calcText(step.operation === 'multiply' ? 'score.steps.multiply' : 'score.steps.add', { factor, amount, after });
}

export interface ScoreViewProps {
  readonly explanation: ScoreExplanation;
  /** The calculator says whose pile is scored by seat; other callers name the players. */
  readonly owners?: Owners;
  readonly names?: Names;
}

export function ScoreView({ explanation: x, owners: seats, names }: ScoreViewProps) {
  const owners: Owners | Names = seats ?? names ?? { scorer: 'you', show: false };
  return (
    <div class="score-view">
      <p class="score-total" aria-live="polite" aria-atomic="true">
        <span class="score-total__who">{'other' in owners ? calcText('score.total', { who: owners.scorer }) : calcText(`score.total.${owners.scorer}`)}</span> <strong data-testid="calc-total">{points(x.total)}</strong>
      </p>

      <h3>{calcText('score.yaku')}</h3>
      {x.yaku.length === 0 && x.bonuses.length === 0 ? (
        <p class="score-empty">{calcText('score.none')}</p>
      ) : (
        <ul class="score-yaku">
          {x.yaku.map((y) => (
            <li key={`${y.owner}-${y.id}`} data-yaku={y.id}>
              <p class="score-yaku__head">
                <strong>{yakuName(y.id)}</strong> <span lang="ja" class="jp">{YAKU_JAPANESE[y.id].ja}</span>
                {ownerNote(y.owner, owners)}
                <span class="score-yaku__points">{points(y.points)}</span>
              </p>
              {(y.extraCount > 0 || y.valueNote) && <p class="score-yaku__how">{yakuCountText(y)}</p>}
              <CardStrip cards={y.cards} extra={y.extraCards} />
            </li>
          ))}
          {x.bonuses.map((b) => (
            <li key={`${b.owner}-${b.id}`} data-yaku={b.id}>
              <p class="score-yaku__head">
                <strong>{yakuName(b.id)}</strong>
                {ownerNote(b.owner, owners)}
                <span class="score-yaku__points">{points(b.points)}</span>
              </p>
              <p class="score-yaku__how">{bonusText(b)}</p>
            </li>
          ))}
        </ul>
      )}

      {x.dropped.length > 0 && (
        <>
          <h3>{calcText('score.dropped')}</h3>
          <ul class="score-dropped">
            {x.dropped.map((d) => (
              <li key={`${d.owner}-${d.id}-${d.reason}`} data-dropped={d.id}>
                {fillParts(CALC_WORDS['score.dropped.item'], {
                  yaku: <strong>{yakuName(d.id)}</strong>,
                  owner: ownerNote(d.owner, owners) ?? '',
                  why: droppedText(d),
                })}
              </li>
            ))}
          </ul>
        </>
      )}

      {sakeCupNotes(x).length > 0 && (
        <>
        {/* Its own heading: right after "Held but not counted" it read as one of those. */}
        <h3>{calcText('score.sake-cup.title')}</h3>
        <ul class="score-notes">
          {sakeCupNotes(x).map((use) => (
            <li key={use.owner}>
              {fillParts(CALC_WORDS['score.sake-cup'], {
                owner: ownerNote(use.owner, owners) ?? '',
                countedAs: calcText(`score.sake-cup.${use.countedAs}`),
                option: optionLabel('sakeCup'),
                meaning: optionValueMeaning('sakeCup', use.mode) ?? use.mode,
              })}
            </li>
          ))}
        </ul>
        </>
      )}

      <LightningUses explanation={x} ownerNote={(owner) => ownerNote(owner, owners)} />

      <h3>{calcText('score.steps')}</h3>
      <div class="table-scroll">
        <table class="data-table score-steps">
          <caption class="visually-hidden">{calcText('score.steps.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{calcText('score.steps.step')}</th>
              <th scope="col">{calcText('score.steps.why')}</th>
              <th scope="col">{calcText('score.steps.score')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{calcText('score.steps.base')}</th>
              <td>{calcText(x.bonuses.length > 0 ? 'score.steps.base.why.bonuses' : 'score.steps.base.why')}</td>
              <td data-testid="calc-base">{x.base}</td>
            </tr>
            {x.steps.map((step) => (
              <tr key={step.id} data-step={step.id} class={step.applied ? 'is-applied' : 'is-skipped'}>
                <th scope="row">{optionLabel(step.option)}</th>
                <td>{'other' in owners ? multiplierText(step, multiplierWordsAt(owners.seats ?? 2)) : multiplierText(step, multiplierWords(owners))}</td>
                <td class="score-steps__value">{stepValue(step)}</td>
              </tr>
            ))}
            <tr class="score-steps__total">
              <th scope="row">{calcText('score.steps.total')}</th>
              <td>{x.notes.map(scoreNoteText).join(' ')}</td>
              <td>{x.total}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
