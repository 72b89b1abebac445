/**
 * An online room as a table feed (src/features/table/seat-driver.ts): this screen's seat is
 * the local driver, every other seat a remote one. The table is drawn from the seat's view as
 * the server sent it (room-client.ts); the seat's actions are sent to the server, never
 * applied here, and come back as the next view, like every other seat's moves.
 *
 * What the table says (`$narration`) is worded from the difference between two views: the
 * record lines that appeared (the others' moves and koi-koi calls included), a round's start and
 * end, with the players' own names.
 */
import { atom, computed } from 'nanostores';
import type { RuleSet } from '../../engine/rules/ruleset';
import { decodeRuleSet } from '../../engine/rules/rule-code';
import { seatsOf, type Seat } from '../../engine/round/seats';
import type { RoundAction } from '../../engine/round/types';
import type { PlayingSeatView, SeatView } from '../../server/rooms/room-model';
import type { PublicGame, SeatDriver, TableFeed } from '../table/seat-driver';
import { fieldPress } from '../table/field-press';
import { playerNames } from '../table/seat-names';
import { newsBetween } from '../table/narrator';
import { narrateNews } from '../table/log-words';
import { $room, askNextRound, sendAction } from './room-client';
import { PROBLEM_WORDS } from './words';
import { computerSeatName } from './computer-words';
import { Rematch } from './Rematch';

const rulesByCode = new Map<string, RuleSet>();
function rulesOf(code: string): RuleSet | null {
  let rules = rulesByCode.get(code);
  if (!rules) {
    const decoded = decodeRuleSet(code);
    if (!decoded.ok) return null;
    rules = decoded.value;
    rulesByCode.set(code, rules);
  }
  return rules;
}

/** The game a room's view shows, public to every seat. */
export function publicGameOf(view: SeatView, started: boolean): PublicGame | null {
  const rules = rulesOf(view.rules);
  if (!rules || view.status === 'waiting') return null;
  return {
    rules,
    round: view.round,
    rounds: rules.options.rounds,
    totals: view.totals,
    status: view.status,
    winner: view.winner,
    history: view.history,
    firstDealer: view.firstDealer,
    fromLink: false,
    started,
  };
}

/** Whether the game on screen has begun to be played (no "who deals first" screen for it then). */
function underway(view: PlayingSeatView): boolean {
  return view.history.length > 0 || view.view.log.some((e) => e.type === 'play');
}

/** The seats' names as the table says them: a computer's seat by its level ("Computer (Beginner)"). */
function names(view: SeatView): string[] {
  return view.seats.map((s) => (s.computer ? computerSeatName(s.computer) : (s.name ?? '')));
}

/** What changed from one view to the next, in words (the table's narrator, from this seat's views). */
export function narrationOf(before: PlayingSeatView | null, after: PlayingSeatView): string {
  const seats = playerNames(names(after), after.you).seats;
  return narrateNews(newsBetween(before !== null && before.game === after.game ? before : null, after), after, seats);
}

/** The room's feed; one per room screen (`dispose` when the screen goes). */
export function roomFeed(): TableFeed & { dispose(): void } {
  const $startedGame = atom(0);
  const $narration = atom('');
  let last: PlayingSeatView | null = null;
  const stop = $room.subscribe((r) => {
    const v = r.view;
    if (!v || v === last || v.status === 'waiting') return;
    if (last === null || last.game !== v.game) {
      if (underway(v)) $startedGame.set(v.game);
    }
    $narration.set(narrationOf(last?.game === v.game ? last : null, v));
    last = v;
  });

  const $shown = computed([$room, $startedGame], (r, started) => {
    const v = r.view;
    if (!v) return null;
    // A waiting room has no deal to show (the game is dealt when the last seat is taken).
    if (v.status === 'waiting') return null;
    const game = publicGameOf(v, started >= v.game || underway(v));
    return game ? { view: v.view, game } : null;
  });
  const $drivers = computed($room, (r): readonly SeatDriver[] => {
    const v = r.view;
    if (!v) return [{ kind: 'local' }, { kind: 'remote', name: '' }];
    // A computer seat is the server's computer: the table says it thinks, as at the practice table.
    return v.seats.map((s, i): SeatDriver =>
      i === v.you ? { kind: 'local' } : s.computer ? { kind: 'computer', level: s.computer } : { kind: 'remote', name: s.name ?? '' },
    );
  });
  const $names = computed($room, (r) => playerNames(r.view ? names(r.view) : ['', ''], r.view?.you ?? null));
  const $error = computed($room, (r) => (r.problem ? PROBLEM_WORDS[r.problem.code] : null));
  const $thinking = computed($room, (r) => r.view?.status === 'playing' && r.view.view.toMove !== r.view.you);
  const $away = computed($room, (r): readonly Seat[] => {
    const v = r.view;
    return v ? seatsOf(v.players).filter((p) => v.seats[p]?.name !== null && !v.seats[p]?.present) : [];
  });
  // The server's own list of this seat's moves: empty while it holds a move the seat made during
  // another seat's hidden lucky-hand decision, which the view (unchanged) cannot show.
  const legalNow = (): readonly RoundAction[] | null => {
    const v = $room.get().view;
    return v && v.status !== 'waiting' ? v.legal : null;
  };
  const $held = computed($room, (r) => {
    const v = r.view;
    return !!v && v.status === 'playing' && v.view.toMove === v.you && v.view.phase !== 'ended' && v.legal.length === 0;
  });
  const act = (action: RoundAction) => sendAction(action);
  const press = fieldPress(() => $room.get().view?.view ?? null, act, legalNow);
  return {
    $drivers: $drivers as TableFeed['$drivers'],
    $names,
    $shown,
    $narration,
    $error,
    $thinking,
    $away,
    $held,
    ...press,
    act,
    start: () => {
      const v = $room.get().view;
      if (v) $startedGame.set(v.game);
    },
    nextRound: askNextRound,
    EndActions: Rematch,
    dispose: stop,
  };
}

