/**
 * "One card away": the engine's oneCardAway hints for the scored pile, best gain first,
 * each with a button that adds the card (the quickest way to explore a pile).
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { OneCardAwayHint } from '../../engine/scoring/one-card-away';
import { shortName } from '../../words/card-names';
import { yakuList } from '../../words/yaku-names';
import { CardThumb } from './CardThumb';
import { calcText } from './words';

/** Enough to teach without burying the score; the rest is one press away. */
const FIRST_SHOWN = 6;

function gainText(hint: OneCardAwayHint): string {
  const totals = { before: hint.totalBefore, after: hint.totalAfter };
  const made = yakuList(hint.newYaku);
  const raised = yakuList(hint.improvedYaku);
  if (made && raised) return calcText('hints.makes-and-raises', { made, raised, ...totals });
  if (made) return calcText('hints.makes', { yaku: made, ...totals });
  if (raised) return calcText('hints.raises', { yaku: raised, ...totals });
  return calcText('hints.total', totals);
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
    return <p class="score-empty">{calcText('hints.none', { pile: pileName })}</p>;
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
                aria-label={calcText('hints.add.label', { card: shortName(hint.card), pile: pileName })}
              >
                {calcText('hints.add')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {hints.length > FIRST_SHOWN && (
        <button type="button" class="secondary" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? calcText('hints.fewer') : calcText('hints.all', { count: hints.length })}
        </button>
      )}
    </>
  );
}
