/**
 * The message bar under the field: the store's message in the order things happened, with the
 * lines of a turn being shown appearing beat by beat (one per log line, spoken once each by the
 * one live region); what the last turn took; a refused move; the seats waited for. After a
 * reload the store has no message: the last turn and the prompt are told again (`restored`, not
 * spoken: nothing new happened).
 */
import type { Seat } from '../../engine/round/seats';
import { seatWord, type Seats } from '../../words/format';
import type { capturedBy } from './beats';
import { messageLines, sentences, type MessageLine } from './message-lines';
import type { Sequence } from './use-beats';
import { cardsText, listText, playText, whoLower } from './words';

export function MessageBar({
  narration,
  sequence,
  beat,
  running,
  restored,
  took,
  error,
  away,
  seats,
}: {
  /** The feed's message. */
  readonly narration: string;
  /** The turn being shown (or last shown), with its lines. */
  readonly sequence: Sequence | null;
  /** Its beat on screen now. */
  readonly beat: number;
  readonly running: boolean;
  /** The last turn and the prompt, told again after a reload ('' when the feed has a message). */
  readonly restored: string;
  readonly took: ReturnType<typeof capturedBy>;
  readonly error: string | null;
  readonly away: readonly Seat[];
  readonly seats: Seats;
}) {
  // A sequence's lines stand while the store's message still tells them (an undo or a new round
  // replaces it); a replay stands on its own. Before the log's words have loaded it has no lines
  // yet: while it runs nothing is shown, as before any beat has come.
  const entries = sequence?.entries ?? null;
  const shown = sequence && entries && (sequence.key.startsWith('replay:') || entries.every((line) => narration.includes(line))) ? sequence : null;
  const lines: MessageLine[] = shown && entries
    ? messageLines(
        narration,
        entries,
        entries.map((_, i) => shown.beats.some((b, k) => b.entry === i && k <= beat)),
        running,
      )
    : running
      ? []
      : sentences(narration);
  return (
    <div class="message">
      <p class="narration" role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text" data-testid="narration">
        {lines.map((line, i) => (
          <span key={keyOf(lines, i)} class="narration__line">
            {line.text}
            {i < lines.length - 1 ? ' ' : ''}
          </span>
        ))}
        {!shown && restored && (
          <span class="narration__line" data-restored="">
            {restored}
          </span>
        )}
      </p>
      {!running && took.length > 0 && (
        <p class="last-took" data-testid="last-took">
          {took.map((x) => playText('last.took', { player: whoLower(x.player, seats), cards: cardsText(x.cards) })).join(' ')}
        </p>
      )}
      {error && (
        <p class="notice notice--warn" role="alert">
          ⚠ {error}
        </p>
      )}
      {away.length > 0 && (
        <p class="notice" role="status" data-testid="away">
          {playText('seat.away', { players: listText(away.map((p) => seatWord(seats[p]))) })}
        </p>
      )}
    </div>
  );
}

/** A line's key: its words (a line keeps its node, and is not heard again, as others join it). */
function keyOf(lines: readonly MessageLine[], i: number): string {
  const text = lines[i]!.text;
  const before = lines.slice(0, i).filter((l) => l.text === text).length;
  return before === 0 ? text : `${text}#${before}`;
}
