/**
 * A turn as a sequence the eye can follow. The engine records a turn as a few log lines (a
 * card played and what it took, the card turned from the pile and what it took, a yaku, a
 * call); the table shows them one beat at a time: the played card travels to the field or to
 * its match, a capture slides to the capturer's pile, the turned card flips from the pile and
 * then resolves. Pure: it reads the viewer's log (`PlayerView.log`), so a card the viewer may
 * not see (a face-down draw into the opponent's hand) stays `null` here too.
 */
import type { CardId } from '../../engine/cards';
import type { PlayerIndex } from '../../engine/round';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import type { ViewLogEntry } from './table-model';

export type Beat =
  /** A card leaves the hand for the field; `onto` is the field card it matched (null: none). */
  | { readonly kind: 'play'; readonly player: PlayerIndex; readonly card: CardId; readonly onto: CardId | null; readonly entry: number }
  /** The top card of the pile is turned face up. */
  | { readonly kind: 'flip'; readonly player: PlayerIndex; readonly card: CardId; readonly entry: number }
  /** The turned card goes to the field: onto its match (`onto`), or alone. */
  | { readonly kind: 'land'; readonly player: PlayerIndex; readonly card: CardId; readonly onto: CardId | null; readonly entry: number }
  /** Cards slide from the field to the player's captured pile. */
  | { readonly kind: 'capture'; readonly player: PlayerIndex; readonly cards: readonly CardId[]; readonly entry: number }
  /** A card from the pile goes into the hand (face up: `card`; face down to the opponent: null). */
  | { readonly kind: 'to-hand'; readonly player: PlayerIndex; readonly card: CardId | null; readonly entry: number }
  | { readonly kind: 'yaku'; readonly player: PlayerIndex; readonly yaku: readonly ScoreItemId[]; readonly base: number; readonly entry: number }
  | { readonly kind: 'call'; readonly player: PlayerIndex; readonly call: 'koikoi' | 'shobu'; readonly entry: number };

/**
 * The beats of log entries `entries` (in order), each naming the entry it comes from
 * (`entry`, an index into `entries`) so a screen reader can hear each entry's sentence once,
 * at its first beat.
 */
export function beatsOf(entries: readonly ViewLogEntry[]): Beat[] {
  const out: Beat[] = [];
  entries.forEach((e, entry) => {
    switch (e.type) {
      case 'play': {
        const onto = e.captured.find((c) => c !== e.card) ?? null;
        out.push({ kind: 'play', player: e.player, card: e.card, onto, entry });
        if (e.captured.length > 0) out.push({ kind: 'capture', player: e.player, cards: e.captured, entry });
        break;
      }
      case 'draw': {
        const onto = e.captured.find((c) => c !== e.card) ?? null;
        out.push({ kind: 'flip', player: e.player, card: e.card, entry });
        out.push({ kind: 'land', player: e.player, card: e.card, onto, entry });
        if (e.captured.length > 0) out.push({ kind: 'capture', player: e.player, cards: e.captured, entry });
        break;
      }
      case 'draw-to-hand':
        out.push({ kind: 'to-hand', player: e.player, card: e.card, entry });
        break;
      case 'field-capture':
        out.push({ kind: 'capture', player: e.player, cards: e.captured, entry });
        break;
      case 'yaku':
        out.push({ kind: 'yaku', player: e.player, yaku: e.yaku, base: e.base, entry });
        break;
      case 'call':
        out.push({ kind: 'call', player: e.player, call: e.call, entry });
        break;
    }
  });
  return out;
}

/** Every card a beat moves or shows (for highlighting and for the animation's targets). */
export function beatCards(b: Beat): CardId[] {
  switch (b.kind) {
    case 'play':
    case 'land':
      return b.onto ? [b.card, b.onto] : [b.card];
    case 'flip':
      return [b.card];
    case 'capture':
      return [...b.cards];
    case 'to-hand':
      return b.card ? [b.card] : [];
    case 'yaku':
    case 'call':
      return [];
  }
}

/** The cards the entries put into a captured pile, by player (the "what the last turn took" note). */
export function capturedBy(entries: readonly ViewLogEntry[]): { readonly player: PlayerIndex; readonly cards: readonly CardId[] }[] {
  const out: { player: PlayerIndex; cards: CardId[] }[] = [];
  for (const e of entries) {
    if ((e.type === 'play' || e.type === 'draw' || e.type === 'field-capture') && e.captured.length > 0) {
      const last = out[out.length - 1];
      if (last && last.player === e.player) last.cards.push(...e.captured);
      else out.push({ player: e.player, cards: [...e.captured] });
    }
  }
  return out;
}

/** The pace setting: milliseconds per beat. */
export const PACES = ['relaxed', 'normal', 'fast'] as const;
export type Pace = (typeof PACES)[number];
export const BEAT_MS: Record<Pace, number> = { relaxed: 900, normal: 560, fast: 280 };
/** With reduced motion, each beat is a quick cross-fade of this length, whatever the pace. */
export const FADE_MS = 180;
