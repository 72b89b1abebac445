/**
 * Under `lightningYakuWild: any-card`: what the Lightning in each scored pile stood for, and
 * why that card: the engine's LightningWildUse (the card, the points with it and as a chaff,
 * the cards that tie). Nothing here chooses or scores; it lays out the engine's answer.
 */
import type { ComponentChildren } from 'preact';
import type { ScoreExplanation } from '../../engine/scoring/score';
import type { Owner } from '../../engine/scoring/yaku';
import { theCard } from '../../words/card-names';
import { optionLabel } from '../../words/options';
import { fillParts, listOf } from '../../words/format';
import { countOf, POINTS } from '../../words/plural';
import { yakuList } from '../../words/yaku-names';
import { CardThumb } from './CardThumb';
import { CALC_WORDS, calcText } from './words';

const points = (n: number) => countOf(n, POINTS);

export interface LightningUsesProps {
  readonly explanation: Pick<ScoreExplanation, 'lightning' | 'yaku'>;
  /** The owner label the rest of the score view uses (" (yours)"), or nothing. */
  readonly ownerNote: (owner: Owner) => ComponentChildren;
}

export function LightningUses({ explanation: x, ownerNote }: LightningUsesProps) {
  if (x.lightning.length === 0) return null;
  const option = optionLabel('lightningYakuWild');
  return (
    <>
      <h3>{calcText('score.lightning.title')}</h3>
      <ul class="score-notes score-lightning">
        {x.lightning.map((use) => {
          const owner = ownerNote(use.owner) ?? '';
          if (use.standsFor === null) {
            return (
              <li key={use.owner} data-lightning="itself">
                {fillParts(CALC_WORDS['score.lightning.itself'], { owner, option, points: points(use.points) })}
              </li>
            );
          }
          const card = use.standsFor;
          // The yaku the stand-in card is part of: why it is worth more than the Lightning as a chaff.
          const completes = x.yaku.filter((y) => y.owner === use.owner && y.cards.includes(card)).map((y) => y.id);
          const params = {
            owner,
            option,
            card: theCard(card),
            yaku: yakuList(completes),
            points: points(use.points),
            asItself: points(use.pointsAsItself),
          };
          return (
            <li key={use.owner} data-lightning={card}>
              <CardThumb id={card} />{' '}
              {fillParts(CALC_WORDS[completes.length > 0 ? 'score.lightning.stood' : 'score.lightning.stood.plain'], params)}
              {use.alsoBest.length > 0 && (
                <>
                  {' '}
                  {fillParts(CALC_WORDS['score.lightning.tie'], { cards: listOf(use.alsoBest.map(theCard)) })}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
