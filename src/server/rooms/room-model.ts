/**
 * One room as plain logic, without the network: a game held through the engine, the seats
 * (names, token hashes, who is connected), the check of every action against the engine's legal
 * actions for the seat to move, each seat's own view, and the record it can be rebuilt from.
 * The room server (koikoi-room.ts) only carries messages to and from it. Refusals are codes
 * (refusals.ts); nothing here speaks English.
 */
import { createKeyedGame } from '../../engine/round/keyed-game';
import { applyGameAction, createGame, gameLegalActions, GAME_STATE_VERSION, startNextRound, type GameState } from '../../engine/round/game';
import { playerView, viewLegalActions } from '../../engine/round/view';
import { sameAction } from '../../engine/round/same-action';
import { applyStep as applyRecordStep, publicFacts, type PublicGameFacts } from '../../engine/round/record';
import { bySeat, isSeat, seatCount, seatsOf, type BySeat, type Seat, type SeatCount } from '../../engine/round/seats';
import type { PlayerView, RoundAction } from '../../engine/round/types';
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { decodeRuleSet, encodeRuleChoice } from '../../engine/rules/rule-code';
import { err, ok, type Result } from '../../engine/result';
import type { DealSecret } from '../../engine/keyed';
import { MAX_RESULTS, readRecord, ROOM_RECORD_FORMAT, type GameDeal, type GameResult, type GameStep, type RoomRecord, type RoomRecordV1, type RoomStep } from './record';
import { refusal, type Refusal } from './refusals';
import { newDealSecret, newSeatToken, tokenHash, tokenMatches } from './tokens';
import { parseAction, parseName, parseSeatRequest } from './messages';
import type { AiLevel } from '../../engine/ai/levels';

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
  /** Set when the server's computer plays this seat, at this level (always present and ready). */
  readonly computer?: AiLevel;
  /** Set when the seat's person has been away long enough for the players present to hand it to the computer. */
  readonly mayHandOver?: true;
}

/**
 * How long a person must have been away before the players present may hand their seat to
 * the computer (longer than the server's own reconnection wait, 60 s).
 */
export const HAND_OVER_AWAY_MS = 90_000;

/** The seat whose creator may fill empty seats with a computer: the room's first seat. */
export const CREATOR_SEAT: Seat = 0;

/** What the computer of a seat is given to choose a move: that seat's own view, nothing more. */
export interface ComputerTurn {
  readonly seat: Seat;
  readonly level: AiLevel;
  /** The seat's own PlayerView (the engine's playerView: no other seat's hidden cards). */
  readonly view: PlayerView;
  /** Its legal actions as its view shows them. */
  readonly legal: readonly RoundAction[];
  /** The public game around the round (for the level's sense of the score). */
  readonly round: number;
  readonly totals: BySeat<number>;
  readonly steps: number;
  readonly rules: RuleSet;
}

/**
 * The game just finished, as the seats may now see it: its secret (or, for a game of a record
 * made before secret deals, its seed) and every step, from which a client deals the game again
 * through the engine for its own review. Sent only once the game is over: every deal of the
 * game follows from its secret.
 */
export type FinishedGame = GameDeal & {
  readonly steps: readonly GameStep[];
};

/** What every seat is sent, waiting or playing: the room around the game. */
interface SeatViewBase {
  readonly you: Seat;
  readonly players: SeatCount;
  /** The rule code. */
  readonly rules: string;
  readonly seats: readonly SeatInfo[];
  /** Which game of the room this is: 1, then one more for each rematch. */
  readonly game: number;
  /**
   * Steps taken so far as this seat knows them (each view's place in the room): another seat's
   * choice to play on with a lucky hand is not counted, since the count would tell it was made.
   */
  readonly steps: number;
}

/**
 * A room still waiting for players: who is seated, and nothing of any deal (the game is dealt
 * only when the last seat is taken).
 */
export interface WaitingSeatView extends SeatViewBase {
  readonly status: 'waiting';
  readonly view: null;
  readonly firstDealer: null;
  readonly round: 0;
  readonly totals: BySeat<number>;
  readonly winner: null;
  readonly history: readonly [];
  readonly legal: readonly [];
  readonly finished: null;
}

/** A seat at a game being played (or just over): its own PlayerView and the room around it, nothing of another seat's hidden cards. */
export interface PlayingSeatView extends SeatViewBase, PublicGameFacts {
  /** This seat's own view of the round. */
  readonly view: PlayerView;
  /** This seat's legal actions now (empty when it is not its move, and while its move is held during another seat's lucky-hand decision: its `view` cannot show that). */
  readonly legal: readonly RoundAction[];
  /** Once the game is over (status 'finished'): the game to review; null before. */
  readonly finished: FinishedGame | null;
}

/** What one seat is sent. */
export type SeatView = WaitingSeatView | PlayingSeatView;

interface SeatState {
  name: string;
  tokenHash: string;
  present: boolean;
  ready: boolean;
  /** The level of the server's computer playing the seat (it holds no token), or null for a person. */
  computer: AiLevel | null;
  /** Since when the seat's person has been away (not recorded: a restart counts from the restart), or null. */
  awaySince: number | null;
}

/** Where the room's model stood at a save: what `rollback` returns to when a later save fails. */
export interface RoomCheckpoint {
  readonly game: GameState | null;
  readonly deal: GameDeal | null;
  readonly steps: readonly GameStep[];
  readonly stepBase: number;
  readonly games: number;
  readonly results: readonly GameResult[];
  readonly seats: readonly (Omit<SeatState, 'present' | 'awaySince'> | null)[];
  readonly held: HeldMove | null;
  readonly updatedAt: number;
}

/** The first move of a seat that was shown its turn while another seat decided a lucky hand (see `act`). */
interface HeldMove {
  readonly seat: Seat;
  readonly action: RoundAction;
  /** The game's deal count when it was made: a redeal makes another deal, and the move is dropped. */
  readonly deal: number;
}

/** An action of a seat that other seats are not told of: playing on with a lucky hand (it would tell they hold one). */
function hiddenFromOthers(step: GameStep): boolean {
  return 'seat' in step && step.action.type === 'luckyHand' && step.action.choice === 'play';
}

export class RoomModel {
  /** The game being played, or null while seats are free (nothing is dealt before the table is full). */
  private game: GameState | null = null;
  private deal: GameDeal | null = null;
  private readonly seats: (SeatState | null)[];
  /** The current game's steps. */
  private steps: GameStep[] = [];
  /** Steps of the earlier games (a rematch counting one), so that a view's `steps` only grows. */
  private stepBase = 0;
  private games = 1;
  private results: GameResult[] = [];
  /** A move made while another seat decides a lucky hand, applied once every holder plays on. */
  private held: HeldMove | null = null;
  private updatedAt: number;
  /** How long a person must be away before their seat may be handed to the computer (the room sets its setting). */
  handOverAwayMs = HAND_OVER_AWAY_MS;

  private constructor(
    readonly id: string,
    private readonly rules: RuleSet,
    private readonly secrets: () => DealSecret,
    now: number,
  ) {
    this.seats = seatsOf(seatCount(rules.options)).map(() => null);
    this.updatedAt = now;
  }

  /**
   * A new room, waiting for its players. `secrets` gives each game's secret (tokens.ts
   * newDealSecret, 256 bits from node:crypto; tests give fixed ones): it never leaves the
   * server before that game is over.
   */
  static create(setup: { readonly id: string; readonly rules: unknown; readonly secrets?: () => DealSecret; readonly now?: number }): Result<RoomModel, Refusal> {
    const rules = roomRules(setup.rules);
    if (!rules.ok) return rules;
    return ok(new RoomModel(setup.id, rules.value, setup.secrets ?? newDealSecret, setup.now ?? Date.now()));
  }

  /**
   * The room rebuilt from a stored record (any format this server knows: record.ts): dealt
   * again and every step replayed through the engine. `record-outdated` for a record of another
   * engine version or a format this server does not know; `record-unreadable` for anything else
   * that does not rebuild a room (not a record, bad rules, steps that do not replay).
   */
  static restore(stored: unknown, secrets: () => DealSecret = newDealSecret): Result<RoomModel, Refusal> {
    const read = readRecord(stored);
    if (!read.ok) return err(refusal(read.error));
    const record = read.value;
    const made = RoomModel.create({ id: record.id, rules: record.rules, secrets, now: record.updatedAt });
    if (!made.ok) return err(refusal('record-unreadable'));
    const room = made.value;
    if (record.seats.length !== room.seats.length) return err(refusal('record-unreadable'));
    record.seats.forEach((s, i) => {
      const computer = s?.computer ?? null;
      room.seats[i] = s === null ? null : { name: s.name, tokenHash: computer ? '' : s.tokenHash, present: false, ready: false, computer, awaySince: computer ? null : Date.now() };
    });
    try {
      if (record.format === 1) {
        if (!room.replayFormat1(record)) return err(refusal('record-unreadable'));
      } else if (!room.replayFormat2(record)) return err(refusal('record-unreadable'));
    } catch {
      return err(refusal('record-unreadable'));
    }
    room.updatedAt = record.updatedAt;
    return ok(room);
  }

  /** A format-1 record: one seed per game, every game's steps with a rematch step between games. */
  private replayFormat1(record: RoomRecordV1): boolean {
    // A room that was still waiting: its seed's deal was shown to the creator (before secret
    // deals), so it is forgotten; the game is dealt from a new secret when the table is full.
    if (!this.full) return record.steps.length === 0;
    this.startGame({ seed: record.seed });
    for (const step of record.steps) {
      if ('type' in step && step.type === 'rematch') {
        if (this.game?.status !== 'finished') return false;
        this.startGame({ seed: step.seed });
      } else if (!this.applyStep(step)) return false;
    }
    return true;
  }

  /** A format-2 record: the current game's deal and steps, earlier games as their results. */
  private replayFormat2(record: RoomRecord): boolean {
    this.games = record.game;
    this.stepBase = record.stepBase;
    this.results = [...record.results];
    if (record.deal === null) return this.full ? false : record.steps.length === 0;
    if (!this.full) return false;
    this.beginGame(record.deal);
    for (const step of record.steps) if (!this.applyStep(step)) return false;
    return true;
  }

  private applyStep(step: RoomStep): boolean {
    if (!this.game || ('type' in step && step.type === 'rematch')) return false;
    const next = applyRecordStep(this.game, step as GameStep);
    if (!next.ok) return false;
    this.game = next.value;
    this.steps.push(step);
    return true;
  }

  get players(): SeatCount {
    return seatCount(this.rules.options);
  }

  /** The game as the server holds it (hidden cards included), null while waiting: for the server and tests, never sent. */
  get state(): GameState | null {
    return this.game;
  }

  get lastChange(): number {
    return this.updatedAt;
  }

  /** How many seats are taken (for the server's counts). */
  get seated(): number {
    return this.seats.filter((s) => s !== null).length;
  }

  record(): RoomRecord {
    return {
      format: ROOM_RECORD_FORMAT,
      engine: GAME_STATE_VERSION,
      id: this.id,
      rules: encodeRuleChoice(this.rules),
      seats: this.seats.map((s) => (s === null ? null : { name: s.name, tokenHash: s.tokenHash, ...(s.computer ? { computer: s.computer } : {}) })),
      game: this.games,
      deal: this.deal,
      steps: [...this.steps],
      stepBase: this.stepBase,
      results: [...this.results],
      updatedAt: this.updatedAt,
    };
  }

  /** Where the model stands (see `rollback`). */
  checkpoint(): RoomCheckpoint {
    return {
      game: this.game,
      deal: this.deal,
      steps: [...this.steps],
      stepBase: this.stepBase,
      games: this.games,
      results: [...this.results],
      seats: this.seats.map((s) => (s === null ? null : { name: s.name, tokenHash: s.tokenHash, ready: s.ready, computer: s.computer })),
      held: this.held,
      updatedAt: this.updatedAt,
    };
  }

  /**
   * Back to a checkpoint (the last one saved, when a later save failed): every change since is
   * undone, so the room never shows what its record does not hold. Who is connected stays as
   * it is now (a connection is not part of the record).
   */
  rollback(to: RoomCheckpoint): void {
    this.game = to.game;
    this.deal = to.deal;
    this.steps = [...to.steps];
    this.stepBase = to.stepBase;
    this.games = to.games;
    this.results = [...to.results];
    this.held = to.held;
    to.seats.forEach((s, i) => {
      const now = this.seats[i];
      this.seats[i] = s === null ? null : { ...s, present: now?.present ?? false, awaySince: now?.awaySince ?? null };
    });
    this.updatedAt = to.updatedAt;
  }

  /** Takes the first free seat for `name`; the token (returned once, kept only as a hash) reclaims it later. The last seat deals the game. */
  sit(name: unknown, now = Date.now()): Result<{ readonly seat: Seat; readonly token: string }, Refusal> {
    const parsed = parseName(name);
    if (!parsed.ok) return parsed;
    const free = this.seats.indexOf(null);
    if (free < 0 || !isSeat(free, this.players)) return err(refusal('room-full'));
    const token = newSeatToken();
    this.seats[free] = { name: parsed.value, tokenHash: tokenHash(token), present: true, ready: false, computer: null, awaySince: null };
    this.updatedAt = now;
    // Dealt only now: while the room waited there was no deal to see, to search or to shop for.
    if (this.full && this.game === null) this.startGame({ secret: this.secrets() });
    return ok({ seat: free, token });
  }

  /** The seat a token belongs to, taken back: 'bad-token' if none, 'token-in-use' while a client holds it. */
  reclaim(token: unknown): Result<Seat, Refusal> {
    if (typeof token !== 'string' || token.length > 64) return err(refusal('bad-token'));
    // Every seat is compared (no early exit), each in constant time.
    let found: Seat | null = null;
    for (const seat of seatsOf(this.players)) {
      const s = this.seats[seat];
      if (s && s.computer === null && tokenMatches(token, s.tokenHash)) found = seat;
    }
    if (found === null) return err(refusal('bad-token'));
    const s = this.seats[found]!;
    if (s.present) return err(refusal('token-in-use'));
    s.present = true;
    s.awaySince = null;
    this.updatedAt = Date.now();
    return ok(found);
  }

  /** The seat's client is back through the server's own reconnection (no token needed). */
  returned(seat: Seat): void {
    const s = this.seats[seat];
    if (s && s.computer === null) {
      s.present = true;
      s.awaySince = null;
    }
  }

  /** The seat's client went away (it may come back with its token). */
  leave(seat: Seat, now = Date.now()): void {
    const s = this.seats[seat];
    if (s && s.present) {
      s.present = false;
      s.awaySince = now;
    }
  }

  /**
   * The creator (the first seat) fills an empty seat with the server's computer at `level`,
   * while the room waits for players: 'not-creator', 'malformed' (no such seat),
   * 'unknown-level', 'game-started', 'seat-taken'. The last seat filled deals the game.
   */
  fillSeat(by: Seat, payload: unknown, now = Date.now()): Result<void, Refusal> {
    if (by !== CREATOR_SEAT) return err(refusal('not-creator'));
    const request = parseSeatRequest(payload, this.players);
    if (!request.ok) return request;
    const { seat, level } = request.value;
    if (this.game !== null) return err(refusal('game-started'));
    if (this.seats[seat] !== null) return err(refusal('seat-taken'));
    this.seats[seat] = { name: level, tokenHash: '', present: false, ready: false, computer: level, awaySince: null };
    this.updatedAt = now;
    if (this.full) this.startGame({ secret: this.secrets() });
    return ok(undefined);
  }

  /**
   * A player present hands the seat of a person away for at least HAND_OVER_AWAY_MS to the
   * server's computer at `level`, once the game is dealt: 'malformed', 'unknown-level',
   * 'waiting-for-players', 'seat-not-away' (a free seat, a computer's, or a person here or
   * away for less). Their token no longer takes the seat back. Their name stays.
   */
  handToComputer(by: Seat, payload: unknown, now = Date.now()): Result<void, Refusal> {
    const request = parseSeatRequest(payload, this.players);
    if (!request.ok) return request;
    const { seat, level } = request.value;
    if (this.game === null) return err(refusal('waiting-for-players'));
    const asking = this.seats[by];
    if (!asking || asking.computer !== null || !asking.present) return err(refusal('not-seated'));
    const s = this.seats[seat];
    if (!s || s.computer !== null || s.present || s.awaySince === null || !this.awayLongEnough(s, now)) return err(refusal('seat-not-away'));
    this.seats[seat] = { ...s, tokenHash: '', ready: false, computer: level, awaySince: null };
    this.updatedAt = now;
    // Everyone else may have asked for the next round (or a rematch) already: the computer is ready too.
    this.advanceIfReady(now);
    return ok(undefined);
  }

  /** Whether the server's computer plays this seat. */
  isComputer(seat: Seat): boolean {
    return (this.seats[seat]?.computer ?? null) !== null;
  }

  private awayLongEnough(s: SeatState, now: number): boolean {
    return this.game !== null && s.computer === null && !s.present && s.awaySince !== null && now - s.awaySince >= this.handOverAwayMs;
  }

  /**
   * The seat the server's computer is to move for now, with what it may know: that seat's own
   * view (the engine's playerView) and its legal actions; null when no computer is to move.
   */
  computerTurn(): ComputerTurn | null {
    const g = this.game;
    if (!g || g.status !== 'playing') return null;
    for (const seat of seatsOf(this.players)) {
      const s = this.seats[seat];
      if (!s?.computer) continue;
      const legal = this.shownLegal(seat);
      if (legal.length === 0) continue;
      const v = this.viewFor(seat);
      if (v.status === 'waiting') return null;
      return { seat, level: s.computer, view: v.view, legal: v.legal, round: v.round, totals: v.totals, steps: v.steps, rules: this.rules };
    }
    return null;
  }

  /** Whether every seat is taken. */
  get full(): boolean {
    return this.seats.every((s) => s !== null);
  }

  /** Whether any seat's client is connected. */
  get anyonePresent(): boolean {
    return this.seats.some((s) => s?.present === true);
  }

  /** How many seats have a client connected (for the server's counts). */
  get present(): number {
    return this.seats.filter((s) => s?.present === true).length;
  }

  /**
   * A seat's action, as received: its shape checked, then the seat checked against the one to
   * move, then the action matched to exactly one of the engine's legal actions (the one applied).
   */
  act(seat: Seat, payload: unknown, now = Date.now()): Result<void, Refusal> {
    const action = parseAction(payload);
    if (!action.ok) return action;
    const g = this.game;
    if (!g) return err(refusal('waiting-for-players'));
    if (g.status === 'finished') return err(refusal('game-over'));
    if (g.status === 'playing' && g.current.phase === 'lucky-hand' && g.current.toMove !== seat) return this.hold(seat, action.value);
    if (g.status !== 'playing' || g.current.toMove !== seat) return err(refusal('not-your-turn'));
    const matches = gameLegalActions(g).filter((legal) => sameAction(legal, action.value));
    const chosen = matches.length === 1 ? matches[0] : undefined;
    if (chosen === undefined) return err(refusal('illegal-action'));
    const next = applyGameAction(g, chosen);
    if (!next.ok) return err(refusal('illegal-action')); // the legal list and the engine agree; kept as a guard
    this.game = next.value;
    this.steps.push({ seat, action: chosen });
    this.updatedAt = now;
    this.releaseHeld();
    return ok(undefined);
  }

  /**
   * While a seat decides a lucky hand, the dealer is shown its first turn as if no lucky hand
   * were held (the engine's playerView), so that it learns nothing; a move it makes then is held
   * and played as soon as every holder has played on (it is dropped if a holder redeals: a new
   * deal is public). It is not a step until then, so it is not in the record: a restart in
   * between forgets it, and the dealer plays it again.
   */
  private hold(seat: Seat, action: RoundAction): Result<void, Refusal> {
    const legal = this.shownLegal(seat);
    if (legal.length === 0) return err(refusal('not-your-turn'));
    const matches = legal.filter((l) => sameAction(l, action));
    if (matches.length !== 1) return err(refusal('illegal-action'));
    this.held = { seat, action: matches[0]!, deal: this.game!.deals };
    return ok(undefined);
  }

  /** After a step: a held move is played once the lucky hands are decided, or dropped with a redeal. */
  private releaseHeld(): void {
    const held = this.held;
    const g = this.game;
    if (!held || !g) return;
    if (g.status === 'playing' && g.current.phase === 'lucky-hand') return;
    this.held = null;
    if (g.status !== 'playing' || g.current.toMove !== held.seat || g.deals !== held.deal) return;
    const matches = gameLegalActions(g).filter((l) => sameAction(l, held.action));
    if (matches.length !== 1) return;
    const next = applyGameAction(g, matches[0]!);
    if (!next.ok) return;
    this.game = next.value;
    this.steps.push({ seat: held.seat, action: matches[0]! });
  }

  /** What a seat may do as its view shows it (its own turn, or the dealer's shown turn while a lucky hand is decided). */
  private shownLegal(seat: Seat): readonly RoundAction[] {
    const g = this.game;
    if (!g || g.status !== 'playing') return [];
    if (g.current.toMove === seat) return gameLegalActions(g);
    if (g.current.phase !== 'lucky-hand' || this.held?.seat === seat) return [];
    return viewLegalActions(playerView(g.current, seat));
  }

  /** A seat is ready for the next round; once every seat is, it is dealt. */
  ready(seat: Seat, now = Date.now()): Result<void, Refusal> {
    const g = this.game;
    if (!g) return err(refusal('waiting-for-players'));
    if (g.status === 'finished') return err(refusal('game-over'));
    if (g.status !== 'round-over') return err(refusal('round-in-progress'));
    const s = this.seats[seat];
    if (!s) return err(refusal('not-seated'));
    s.ready = true;
    this.advanceIfReady(now);
    return ok(undefined);
  }

  /** Once every seat (a computer's always) is ready: the next round after a round, a new game after the game. */
  private advanceIfReady(now: number): void {
    const g = this.game;
    if (!g || !this.seats.every((x) => x !== null && (x.ready || x.computer !== null))) return;
    if (g.status === 'round-over') {
      const next = startNextRound(g);
      if (!next.ok) return;
      this.game = next.value;
      this.steps.push({ type: 'next-round' });
    } else if (g.status === 'finished') {
      this.startGame({ secret: this.secrets() });
    } else return;
    for (const x of this.seats) if (x) x.ready = false;
    this.updatedAt = now;
  }

  /**
   * A seat asks for a rematch once the game is over; once every seat has, a new game under the
   * same rules is dealt from a new secret. The finished game is kept only as its result.
   */
  rematch(seat: Seat, now = Date.now()): Result<void, Refusal> {
    if (this.game?.status !== 'finished') return err(refusal('game-in-progress'));
    const s = this.seats[seat];
    if (!s) return err(refusal('not-seated'));
    s.ready = true;
    this.advanceIfReady(now);
    return ok(undefined);
  }

  /**
   * A new game of the room dealt from `deal`. After a game (a rematch), the finished game is
   * kept only as its result, and its steps and the rematch itself are counted on in `stepBase`.
   */
  private startGame(deal: GameDeal): void {
    if (this.deal !== null) {
      const g = this.game!;
      this.results = [...this.results, { totals: g.totals, winner: g.winner }].slice(-MAX_RESULTS);
      this.stepBase += this.steps.length + 1;
      this.games += 1;
    }
    this.beginGame(deal);
  }

  private beginGame(deal: GameDeal): void {
    this.deal = deal;
    this.steps = [];
    this.game = 'secret' in deal ? createKeyedGame({ rules: this.rules, secret: deal.secret }) : createGame({ rules: this.rules, seed: deal.seed });
  }

  /** The finished game's secret (or seed) and steps (for the seats' reviews), or null while it is played. */
  private finishedGame(): FinishedGame | null {
    if (this.game?.status !== 'finished' || this.deal === null) return null;
    const steps = this.steps.filter((s): s is FinishedGame['steps'][number] => !('type' in s) || s.type === 'next-round');
    return { ...this.deal, steps };
  }

  /** What `seat` is sent: its own PlayerView (the engine removes every card it may not see) and the room around it. */
  viewFor(seat: Seat, now = Date.now()): SeatView {
    const g = this.game;
    const seats = this.seats.map((s): SeatInfo =>
      s?.computer
        ? { name: s.name, present: true, ready: true, computer: s.computer }
        : { name: s?.name ?? null, present: s?.present ?? false, ready: s?.ready ?? false, ...(s && this.awayLongEnough(s, now) ? { mayHandOver: true as const } : {}) },
    );
    const hidden = this.game?.status === 'finished' ? 0 : this.steps.filter((s) => hiddenFromOthers(s) && 'seat' in s && s.seat !== seat).length;
    const base = { you: seat, players: this.players, rules: encodeRuleChoice(this.rules), seats, game: this.games, steps: this.stepBase + this.steps.length - hidden };
    if (g === null || !this.full) {
      return { ...base, status: 'waiting', view: null, firstDealer: null, round: 0, totals: bySeat(this.players, () => 0), winner: null, history: [], legal: [], finished: null };
    }
    return {
      ...base,
      // The game's public facts (finished rounds without their decks or logs: the deals stay on the server).
      ...publicFacts(g),
      view: playerView(g.current, seat),
      legal: this.shownLegal(seat),
      finished: this.finishedGame(),
    };
  }
}
