/**
 * One room as plain logic, without the network: a game held through the engine, the seats
 * (names, token hashes, who is connected), the check of every action against the engine's legal
 * actions for the seat to move, each seat's own view, and the record it can be rebuilt from.
 * The room server (koikoi-room.ts) only carries messages to and from it. Refusals are codes
 * (refusals.ts); nothing here speaks English.
 */
import { applyGameAction, createGame, gameLegalActions, GAME_STATE_VERSION, startNextRound, type GameState, type GameStatus } from '../../engine/round/game';
import { playerView } from '../../engine/round/view';
import { sameAction } from '../../engine/round/same-action';
import { isSeat, seatCount, seatsOf, type BySeat, type Seat, type SeatCount } from '../../engine/round/seats';
import type { PlayerView, RoundAction, RoundResult } from '../../engine/round/types';
import type { Month } from '../../engine/cards';
import type { FirstDealerChoice } from '../../engine/round/deal';
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import { err, ok, type Result } from '../../engine/result';
import { ROOM_RECORD_FORMAT, type RoomRecord, type RoomStep } from './record';
import { refusal, type Refusal } from './refusals';
import { newSeatToken, tokenHash, tokenMatches } from './tokens';
import { parseAction, parseName } from './messages';

/** The rules a room is created with: a rule code, or a preset with overrides (players and rounds among them). */
export type RoomRulesInput = string | { readonly preset: string; readonly overrides?: unknown };

export function roomRules(input: unknown): Result<RuleSet, Refusal> {
  const built =
    typeof input === 'string'
      ? decodeRuleSet(input)
      : typeof input === 'object' && input !== null && typeof (input as { preset?: unknown }).preset === 'string'
        ? buildRuleSet((input as { preset: string }).preset, (input as { overrides?: unknown }).overrides ?? {})
        : null;
  return built?.ok ? ok(built.value) : err(refusal('bad-rules'));
}

export interface SeatInfo {
  readonly name: string | null;
  /** Whether a client holds the seat now (the others see who is away). */
  readonly present: boolean;
  /** Whether the seat asked for the next round (after a round) or for a rematch (after the game). */
  readonly ready: boolean;
}

/**
 * The game just finished, as the seats may now see it: its seed and every step, from which a
 * client deals the game again through the engine for its own review. Sent only once the game is
 * over: a round's seed is derived from the game's (random.ts hashSeed), so an earlier seed would
 * tell the deals still to come.
 */
export interface FinishedGame {
  readonly seed: number;
  readonly steps: readonly ({ readonly seat: Seat; readonly action: RoundAction } | { readonly type: 'next-round' })[];
}

/** A finished round (or misdeal) as every seat may see it once it is over. */
export interface RoundSummary {
  readonly round: number;
  readonly month: Month;
  readonly dealer: Seat;
  readonly result: RoundResult;
  readonly totals: BySeat<number>;
  /** How many moves were played in it (0: it ended at the deal). */
  readonly moves: number;
}

/** What one seat is sent: its own PlayerView and the room around it, nothing of another seat's hidden cards. */
export interface SeatView {
  readonly you: Seat;
  readonly players: SeatCount;
  /** The rule code. */
  readonly rules: string;
  readonly seats: readonly SeatInfo[];
  /** 'waiting' until every seat is taken. */
  readonly status: 'waiting' | GameStatus;
  /** Which game of the room this is: 1, then one more for each rematch. */
  readonly game: number;
  /** How the game's first dealer was chosen (the draw is made face up, from a deck shuffled apart from the deal's). */
  readonly firstDealer: FirstDealerChoice;
  readonly round: number;
  readonly totals: BySeat<number>;
  readonly winner: Seat | null;
  /** Steps taken so far (each view's place in the game). */
  readonly steps: number;
  readonly history: readonly RoundSummary[];
  readonly view: PlayerView;
  /** This seat's legal actions now (empty when it is not its move). */
  readonly legal: readonly RoundAction[];
  /** Once the game is over (status 'finished'): the game to review; null before. */
  readonly finished: FinishedGame | null;
}

interface SeatState {
  name: string;
  tokenHash: string;
  present: boolean;
  ready: boolean;
}

export class RoomModel {
  private game: GameState;
  private readonly seats: (SeatState | null)[];
  private steps: RoomStep[] = [];
  /** The current game's seed and where its steps begin (a rematch starts a new game). */
  private gameSeed: number;
  private gameStart = 0;
  private games = 1;
  private updatedAt: number;

  private constructor(
    readonly id: string,
    private readonly rules: RuleSet,
    private readonly seed: number,
    now: number,
  ) {
    this.game = createGame({ rules, seed });
    this.gameSeed = seed;
    this.seats = seatsOf(seatCount(rules.options)).map(() => null);
    this.updatedAt = now;
  }

  /** A new room; the seed comes from the server (tokens.ts newSeed) and never leaves it. */
  static create(setup: { readonly id: string; readonly rules: unknown; readonly seed: number; readonly now?: number }): Result<RoomModel, Refusal> {
    const rules = roomRules(setup.rules);
    if (!rules.ok) return rules;
    return ok(new RoomModel(setup.id, rules.value, setup.seed, setup.now ?? Date.now()));
  }

  /** The room rebuilt from its record: dealt again from the seed, every step replayed through the engine. */
  static restore(record: RoomRecord): Result<RoomModel, Refusal> {
    if (record.format !== ROOM_RECORD_FORMAT || record.engine !== GAME_STATE_VERSION) return err(refusal('no-such-room'));
    const made = RoomModel.create({ id: record.id, rules: record.rules, seed: record.seed, now: record.updatedAt });
    if (!made.ok) return err(refusal('no-such-room'));
    const room = made.value;
    if (record.seats.length !== room.seats.length) return err(refusal('no-such-room'));
    record.seats.forEach((s, i) => {
      room.seats[i] = s === null ? null : { name: s.name, tokenHash: s.tokenHash, present: false, ready: false };
    });
    for (const step of record.steps) {
      if ('type' in step && step.type === 'rematch') {
        if (room.game.status !== 'finished') return err(refusal('no-such-room'));
        room.newGame(step.seed);
      } else {
        const next = 'type' in step ? startNextRound(room.game) : applyGameAction(room.game, step.action);
        if (!next.ok) return err(refusal('no-such-room'));
        room.game = next.value;
      }
      room.steps.push(step);
    }
    return ok(room);
  }

  get players(): SeatCount {
    return seatCount(this.rules.options);
  }

  /** The game as the server holds it (hidden cards included): for the server and tests, never sent. */
  get state(): GameState {
    return this.game;
  }

  get lastChange(): number {
    return this.updatedAt;
  }

  record(): RoomRecord {
    return {
      format: ROOM_RECORD_FORMAT,
      engine: GAME_STATE_VERSION,
      id: this.id,
      rules: encodeRuleChoice(this.rules),
      seed: this.seed,
      seats: this.seats.map((s) => (s === null ? null : { name: s.name, tokenHash: s.tokenHash })),
      steps: [...this.steps],
      updatedAt: this.updatedAt,
    };
  }

  /** Takes the first free seat for `name`; the token (returned once, kept only as a hash) reclaims it later. */
  sit(name: unknown, now = Date.now()): Result<{ readonly seat: Seat; readonly token: string }, Refusal> {
    const parsed = parseName(name);
    if (!parsed.ok) return parsed;
    const free = this.seats.indexOf(null);
    if (free < 0 || !isSeat(free, this.players)) return err(refusal('room-full'));
    const token = newSeatToken();
    this.seats[free] = { name: parsed.value, tokenHash: tokenHash(token), present: true, ready: false };
    this.updatedAt = now;
    return ok({ seat: free, token });
  }

  /** The seat a token belongs to, taken back: 'bad-token' if none, 'token-in-use' while a client holds it. */
  reclaim(token: unknown): Result<Seat, Refusal> {
    if (typeof token !== 'string' || token.length > 64) return err(refusal('bad-token'));
    // Every seat is compared (no early exit), each in constant time.
    let found: Seat | null = null;
    for (const seat of seatsOf(this.players)) {
      const s = this.seats[seat];
      if (s && tokenMatches(token, s.tokenHash)) found = seat;
    }
    if (found === null) return err(refusal('bad-token'));
    const s = this.seats[found]!;
    if (s.present) return err(refusal('token-in-use'));
    s.present = true;
    this.updatedAt = Date.now();
    return ok(found);
  }

  /** The seat's client is back through the server's own reconnection (no token needed). */
  returned(seat: Seat): void {
    const s = this.seats[seat];
    if (s) s.present = true;
  }

  /** The seat's client went away (it may come back with its token). */
  leave(seat: Seat): void {
    const s = this.seats[seat];
    if (s) s.present = false;
  }

  /** Whether every seat is taken. */
  get full(): boolean {
    return this.seats.every((s) => s !== null);
  }

  /** Whether any seat's client is connected. */
  get anyonePresent(): boolean {
    return this.seats.some((s) => s?.present === true);
  }

  /**
   * A seat's action, as received: its shape checked, then the seat checked against the one to
   * move, then the action matched to exactly one of the engine's legal actions (the one applied).
   */
  act(seat: Seat, payload: unknown, now = Date.now()): Result<void, Refusal> {
    const action = parseAction(payload);
    if (!action.ok) return action;
    if (!this.full) return err(refusal('waiting-for-players'));
    if (this.game.status === 'finished') return err(refusal('game-over'));
    if (this.game.status !== 'playing' || this.game.current.toMove !== seat) return err(refusal('not-your-turn'));
    const matches = gameLegalActions(this.game).filter((legal) => sameAction(legal, action.value));
    const chosen = matches.length === 1 ? matches[0] : undefined;
    if (chosen === undefined) return err(refusal('illegal-action'));
    const next = applyGameAction(this.game, chosen);
    if (!next.ok) return err(refusal('illegal-action')); // the legal list and the engine agree; kept as a guard
    this.game = next.value;
    this.steps.push({ seat, action: chosen });
    this.updatedAt = now;
    return ok(undefined);
  }

  /** A seat is ready for the next round; once every seat is, it is dealt. */
  ready(seat: Seat, now = Date.now()): Result<void, Refusal> {
    if (this.game.status === 'finished') return err(refusal('game-over'));
    if (this.game.status !== 'round-over') return err(refusal('round-in-progress'));
    const s = this.seats[seat];
    if (!s) return err(refusal('not-seated'));
    s.ready = true;
    if (this.seats.every((x) => x?.ready)) {
      const next = startNextRound(this.game);
      if (!next.ok) return err(refusal('round-in-progress'));
      this.game = next.value;
      this.steps.push({ type: 'next-round' });
      for (const x of this.seats) if (x) x.ready = false;
      this.updatedAt = now;
    }
    return ok(undefined);
  }

  /**
   * A seat asks for a rematch once the game is over; once every seat has, a new game under the
   * same rules is dealt from `seed` (a new one from the server, kept in the record's step).
   */
  rematch(seat: Seat, seed: number, now = Date.now()): Result<void, Refusal> {
    if (this.game.status !== 'finished') return err(refusal('game-in-progress'));
    const s = this.seats[seat];
    if (!s) return err(refusal('not-seated'));
    s.ready = true;
    if (this.seats.every((x) => x?.ready)) {
      this.newGame(seed);
      this.steps.push({ type: 'rematch', seed });
      for (const x of this.seats) if (x) x.ready = false;
      this.updatedAt = now;
    }
    return ok(undefined);
  }

  /** A new game from `seed`; its steps begin after the ones taken so far and the rematch step itself. */
  private newGame(seed: number): void {
    this.game = createGame({ rules: this.rules, seed });
    this.gameSeed = seed;
    this.gameStart = this.steps.length + 1;
    this.games += 1;
  }

  /** The finished game's seed and steps (for the seats' reviews), or null while it is played. */
  private finishedGame(): FinishedGame | null {
    if (this.game.status !== 'finished') return null;
    const steps = this.steps.slice(this.gameStart).filter((s): s is FinishedGame['steps'][number] => !('type' in s) || s.type === 'next-round');
    return { seed: this.gameSeed, steps };
  }

  /** What `seat` is sent: its own PlayerView (the engine removes every card it may not see) and the room around it. */
  viewFor(seat: Seat): SeatView {
    const g = this.game;
    const view = playerView(g.current, seat);
    return {
      you: seat,
      players: this.players,
      rules: encodeRuleChoice(this.rules),
      seats: this.seats.map((s) => ({ name: s?.name ?? null, present: s?.present ?? false, ready: s?.ready ?? false })),
      status: this.full ? g.status : 'waiting',
      game: this.games,
      firstDealer: g.firstDealer,
      round: g.round,
      totals: g.totals,
      winner: g.winner,
      steps: this.steps.length,
      // Finished rounds without their seeds or logs: the seeds stay on the server.
      history: g.history.map((h) => ({ round: h.round, month: h.month, dealer: h.dealer, result: h.result, totals: h.totals, moves: h.moves.length })),
      view,
      legal: this.full && g.status === 'playing' && g.current.toMove === seat ? gameLegalActions(g) : [],
      finished: this.finishedGame(),
    };
  }
}
