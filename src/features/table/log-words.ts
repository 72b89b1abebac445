/**
 * The round's log in words, with the seats named as the feed names them: one sentence for each
 * move (`describeEntry`), a round's headline, who deals first, and the news a seat learnt
 * (`narrateNews`, from narrator.ts's `News`). From the shared wording layer (src/words/round.ts).
 *
 * Nothing is told before a move is made, so a game page does not load these words with its
 * table: the table asks for them with `loadLogWords` (lazy-parts.ts) as it is drawn, and whatever
 * tells the log waits for them — the message bar's lines (use-beats.ts), the hand-over screen,
 * and the narrations, whose own modules load on their first say and import these (the practice
 * game's narration.ts, pass-and-play's pass-store.ts) — while the overlays, the move list, the
 * review and a room's feed, which load after the page anyway, import them directly. Keep this
 * module off the pages' static imports (tests/unit/table/log-words-lazy.test.ts).
 */
import type { FirstDealerChoice, PlayerIndex, RoundResult } from '../../engine/round';
import { TABLE_SEATS, type Seats } from '../../words/format';
import { dealerDrawText as dealerDrawWords, logEntriesText, logEntryText, roundHeadline, type SeenLogEntry } from '../../words/round';
import { roundOutcomeText } from '../../words/round-outcome';
import type { News, SeatMoment } from './narrator';
import { monthText, playText } from './words';

/** Why the round ended and who scored, with the seats as the viewer names them (the round end's summary). */
export function resultSummary(result: RoundResult, dealer: PlayerIndex, seats: Seats = TABLE_SEATS): string {
  return roundOutcomeText(result, seats, dealer);
}

/** One sentence for one line of the round log, as the person at the screen sees it. */
export function describeEntry(e: SeenLogEntry, seats: Seats = TABLE_SEATS): string {
  return logEntryText(e, seats);
}

export function describeEntries(entries: readonly SeenLogEntry[], seats: Seats = TABLE_SEATS): string {
  return logEntriesText(entries, seats);
}

/** The round's outcome from the person's side: "You won the round: 6 points." */
export function resultHeadline(result: RoundResult, seats: Seats = TABLE_SEATS): string {
  return roundHeadline(result, seats);
}

/** Why one player deals first, one sentence per draw. */
export function dealerDrawText(choice: FirstDealerChoice, fromLink: boolean, seats: Seats = TABLE_SEATS): string[] {
  return dealerDrawWords(choice, fromLink, seats);
}

/**
 * The news in words (narrator.ts's `newsBetween`), with the seats as the viewer names them: what
 * happened in the deal on screen, the round that ended, then a new deal — its round and month,
 * and what its log says so far. Every mode says its news with this.
 */
export function narrateNews(news: News, after: SeatMoment, seats: Seats): string {
  const parts: string[] = [];
  if (!news.dealt) parts.push(describeEntries(news.entries, seats));
  if (news.ended) parts.push(resultHeadline(news.ended, seats));
  if (news.dealt) parts.push(playText('say.round', { round: after.round, month: monthText(after.view.month) }), describeEntries(news.entries, seats));
  return parts.filter(Boolean).join(' ');
}
