/**
 * "Yaku with this card" under the reader's rules: which yaku the card helps to form (the
 * engine's compositions, so a Sake Cup that is only an animal leaves the chaff yaku) and
 * what each is worth. Rendered at build time with the default rules; hydrated with
 * client:rules, so only readers who chose rules of their own load it.
 */
import type { CardId } from '../../../engine/cards';
import { formatYakuPoints, isYakuPlayed } from '../../rules-choice/option-format';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { yakuForCard, type CardYaku } from './card-yaku';
import { presetName } from '../../../words/preset-names';

export interface CardYakuListProps {
  readonly card: CardId;
  /** "September": the card's month, for Cards of the Month. */
  readonly monthName: string;
}

function roleText(y: CardYaku, monthName: string): string {
  if (y.id === 'tsukifuda') return `with the other three ${monthName} cards, in a round played in ${monthName}`;
  switch (y.role) {
    case 'required':
      return 'needs this card';
    case 'one-of':
      return `this card counts toward it (any ${y.need} of ${y.poolSize})`;
    case 'extra':
      return 'this card adds to it as an extra';
  }
}

export default function CardYakuList({ card, monthName }: CardYakuListProps) {
  const rules = useReaderRules();
  const yaku = yakuForCard(card, rules).filter((y) => isYakuPlayed(y.id, rules));
  const rulesName = presetName(rules.preset);
  const changed = Object.keys(rules.overrides).length > 0;
  const rulesText = changed ? `your rules (${rulesName}, changed)` : `your rules (${rulesName})`;
  return (
    <div class="card-yaku" data-card-yaku={card}>
      {yaku.length > 0 ? (
        <>
          <ul class="card-page__yaku">
            {yaku.map((y) => (
              <li key={y.id} data-yaku={y.id}>
                <a href={`/yaku/#${y.id}`}>{y.name}</a> (<span lang="ja" class="jp">{y.nameJa}</span>, {y.romaji}):{' '}
                {roleText(y, monthName)}. <span class="muted">{`${formatYakuPoints(rules.options.yakuPoints[y.id])}.`}</span>
              </li>
            ))}
          </ul>
          <p class="muted">
            {`Points and which yaku count follow ${rulesText}; `}
            <a href="/settings/">change your rules</a>.
          </p>
        </>
      ) : (
        <p>{`This card is not part of any yaku under ${rulesText}.`}</p>
      )}
    </div>
  );
}
