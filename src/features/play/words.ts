/**
 * Words for the practice game: who is who, what a move did, why a round ended. Built from
 * the engine's round log and results, so the narration never re-implements a rule; it only
 * puts into sentences what the engine recorded.
 */
import { getCard, monthInfo, type CardId, type Month } from '../../engine/cards';
import { scoreItemName, type ScoreItemId } from '../../engine/scoring/yaku';
import type { DealerDraw, FirstDealerChoice, PlayerIndex, RoundLogEntry, RoundResult } from '../../engine/round';
import { shortName } from '../../words/card-names';

/** Player 0 is the person at the screen, player 1 the computer. */
export const YOU: PlayerIndex = 0;
export const COMPUTER: PlayerIndex = 1;

export function who(p: PlayerIndex): string {
  return p === YOU ? 'You' : 'The computer';
}

export function whoLower(p: PlayerIndex): string {
  return p === YOU ? 'you' : 'the computer';
}

export const points = (n: number): string => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function cardsText(cards: readonly CardId[]): string {
  return listText(cards.map(shortName));
}

export function yakuText(ids: readonly ScoreItemId[]): string {
  return listText(ids.map(scoreItemName));
}

export function monthText(month: Month): string {
  return monthInfo(month).monthName;
}

/** One sentence for one line of the round log. */
export function describeEntry(e: RoundLogEntry | { type: 'draw-to-hand'; player: PlayerIndex; card: null; faceUp: false }): string {
  const name = who(e.player);
  const you = e.player === YOU;
  switch (e.type) {
    case 'play':
      return e.captured.length > 0
        ? `${name} played ${shortName(e.card)} and took ${cardsText(e.captured)}.`
        : `${name} played ${shortName(e.card)}; it matches nothing and stays on the field.`;
    case 'draw':
      return e.captured.length > 0
        ? `${name} turned ${shortName(e.card)} and took ${cardsText(e.captured)}.`
        : `${name} turned ${shortName(e.card)}; it matches nothing and goes to the field.`;
    case 'draw-to-hand':
      if (e.card === null) return `${name} drew a card into ${you ? 'your' : 'their'} hand.`;
      return e.faceUp
        ? `${name} turned ${shortName(e.card)}; it matches nothing and goes into ${you ? 'your' : 'their'} hand.`
        : you
          ? `You drew ${shortName(e.card)} into your hand.`
          : 'The computer drew a card into their hand.';
    case 'field-capture':
      return `${name} captured ${cardsText(e.captured)}, all four of a month dealt to the field.`;
    case 'yaku': {
      const made = `${name} made ${yakuText(e.yaku)} (${points(e.base)} in all)`;
      return e.outcome === 'forced-stop' ? `${made}. ${e.reason ?? ''}`.trim() : `${made}.`;
    }
    case 'call':
      return e.call === 'koikoi'
        ? `${name} called koi-koi: play goes on.`
        : `${name} called shōbu and stopped the round.`;
  }
}

export function describeEntries(entries: readonly Parameters<typeof describeEntry>[0][]): string {
  return entries.map(describeEntry).join(' ');
}

/** The round's outcome from the person's side: "You won the round: 6 points." */
export function resultHeadline(result: RoundResult): string {
  switch (result.end) {
    case 'misdeal':
      return 'Misdeal: the cards are dealt again.';
    case 'teyaku-draw':
      return 'Both players hold a lucky hand: the round is a draw.';
    default:
      break;
  }
  if (result.winner === null) {
    return result.dealerPrivilege
      ? `Nobody won the round; the dealer's privilege pays ${points(Math.max(...result.points))}.`
      : 'Nobody won the round: no points.';
  }
  const gained = result.points[result.winner];
  return result.winner === YOU ? `You won the round: ${points(gained)}.` : `The computer won the round: ${points(gained)}.`;
}

/** The engine's summary speaks of "the dealer" and "the non-dealer": name them. */
export function resultSummary(result: RoundResult, dealer: PlayerIndex): string {
  const dealerName = whoLower(dealer);
  const otherName = whoLower(dealer === YOU ? COMPUTER : YOU);
  return result.summary
    .replace(/\b([Tt])he non-dealer\b/g, (_m, t: string) => (t === 'T' ? capitalise(otherName) : otherName))
    .replace(/\b([Tt])he dealer\b(?!'s)/g, (_m, t: string) => (t === 'T' ? capitalise(dealerName) : dealerName))
    .replace(/\b(You|you) (scores|holds|wins)\b/g, (_m, y: string, verb: string) => `${y} ${verb.slice(0, -1)}`)
    .replace(/\b(You|you|The computer|the computer) calls\b/g, '$1 called');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function drawnText(id: CardId): string {
  const c = getCard(id);
  return `${shortName(id)} (${monthInfo(c.month).monthName}, ${c.kind})`;
}

/** Why one player deals first, one sentence per draw. */
export function dealerDrawText(choice: FirstDealerChoice, fromLink: boolean): string[] {
  if (fromLink && choice.draws.length === 0) {
    return [`This deal comes from a link, which sets the dealer: ${whoLower(choice.dealer)} ${choice.dealer === YOU ? 'deal' : 'deals'}.`];
  }
  if (choice.method === 'random') {
    return [
      `These rules choose the first dealer at random: ${whoLower(choice.dealer)} ${choice.dealer === YOU ? 'deal' : 'deals'} first.`,
    ];
  }
  return choice.draws.map((d) => drawSentence(d));
}

function drawSentence(d: DealerDraw): string {
  const [mine, theirs] = d.cards;
  const a = getCard(mine);
  const b = getCard(theirs);
  const drew = `You drew ${drawnText(mine)}; the computer drew ${drawnText(theirs)}.`;
  if (d.dealer === null) return `${drew} Same month and same kind: both draw again.`;
  const winner = d.dealer === YOU ? 'you deal' : 'the computer deals';
  if (a.month !== b.month) {
    const first = d.dealer === YOU ? a : b;
    return `${drew} ${monthInfo(first.month).monthName} comes first, so ${winner}.`;
  }
  return `${drew} Same month: the higher kind (bright, animal, ribbon, chaff) wins, so ${winner}.`;
}
