/**
 * "One card away": the engine's oneCardAway hints for the scored pile, best gain first,
 * each with a button that adds the card (the quickest way to explore a pile).
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { OneCardAwayHint } from '../../engine/scoring/one-card-away';
import { scoreItemName } from '../../engine/scoring/yaku';
import { shortName } from '../../words/card-names';
import { CardThumb } from './CardThumb';

/** Enough to teach without burying the score; the rest is one press away. */
const FIRST_SHOWN = 6;

function gainText(hint: OneCardAwayHint): string {
  const parts: string[] = [];
  if (hint.newYaku.length > 0) parts.push(`makes ${hint.newYaku.map(scoreItemName).join(', ')}`);
  if (hint.improvedYaku.length > 0) parts.push(`raises ${hint.improvedYaku.map(scoreItemName).join(', ')}`);
  const total = `total ${hint.totalBefore} → ${hint.totalAfter}`;
  return `${parts.join('; ')}${parts.length > 0 ? ': ' : ''}${total}`;
}

export interface HintsViewProps {
  readonly hints: readonly OneCardAwayHint[];
  /** "your pile" / "the opponent's pile". */
  readonly pileName: string;
  readonly onAdd: (card: CardId) => void;
}

export function HintsView({ hints, pileName, onAdd }: HintsViewProps) {
  const [all, setAll] = useState(false);
  if (hints.length === 0) {
    return <p class="score-empty">{`No single card would add a yaku or raise the score of ${pileName}.`}</p>;
  }
  const shown = all ? hints : hints.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul class="hints">
        {shown.map((hint) => (
          <li key={hint.card} data-hint={hint.card}>
            <CardThumb id={hint.card} />
            <div class="hints__text">
              <strong>{shortName(hint.card)}</strong>
              <span>{gainText(hint)}</span>
              <button
                type="button"
                class="secondary hints__add"
                onClick={() => onAdd(hint.card)}
                aria-label={`Add ${shortName(hint.card)} to ${pileName}`}
              >
                Add
              </button>
            </div>
          </li>
        ))}
      </ul>
      {hints.length > FIRST_SHOWN && (
        <button type="button" class="secondary" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${hints.length} cards`}
        </button>
      )}
    </>
  );
}
