/**
 * A kept mistake as plain data: the position (the reader's PlayerView), the action chosen, and
 * how the coach graded it. Pure functions: the id, the stored form, and reading it back.
 */
import { bySeat, isSeat, seatCount, type SeatCount } from '../../engine/round/seats';
import { CARD_IDS, isCardId, type CardId } from '../../engine/cards';
import { ROUND_PHASES, ROUND_STATE_VERSION, type PlayerView, type RoundAction } from '../../engine/round/types';
import { viewLegalActions } from '../../engine/round/view';
import { buildRuleSet, type RuleError, type RuleSet } from '../../engine/rules/ruleset';
import { err, ok, type Result } from '../../engine/result';
import { parseGameContext } from '../../engine/ai/game-context-parse';
import type { GameContext } from '../../engine/ai/game-context';
import { decisionKind } from '../../engine/coach/kinds';
// Types only: the progress model (and so every learning page) must not carry the coach's code.
import type { DecisionKind, ValueScale } from '../../engine/coach';

/** Ids are 16 lower-case hex digits (two 32-bit hashes of the position and the action). */
export const MISTAKE_ID_PATTERN = /^[0-9a-f]{16}$/;

export function isMistakeId(text: string): boolean {
  return MISTAKE_ID_PATTERN.test(text);
}

/** The action without the fields that do not change what it does (`player`, unset options). */
export function canonicalAction(action: RoundAction): RoundAction {
  switch (action.type) {
    case 'play':
      return {
        type: 'play',
        card: action.card,
        ...(action.take !== undefined ? { take: action.take } : {}),
        ...(action.lay === true ? { lay: true } : {}),
      };
    case 'drawTake':
      return { type: 'drawTake', take: action.take };
    case 'call':
      return { type: 'call', call: action.call };
    case 'luckyHand':
      return { type: 'luckyHand', choice: action.choice };
  }
}

/** JSON with object keys sorted, so that the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The position a mistake was made in, as it is stored: the view with its rule set reduced to
 * the preset and overrides (the options are derived, and rebuilt by buildRuleSet on reading).
 *
 * Two shapes, by the table the mistake was made at. A two-player position keeps the shape
 * mistakes were always kept in (the other seat's hand count, known cards and revealed hand as
 * `opponentHandCount`, `opponentKnownInHand`, `revealed.opponentHand`), so that saved mistakes
 * and their ids stay as they were. A three-player position is kept in the engine's own shape
 * (`handCounts`, `knownInHands`, `revealed.hands`, one entry per seat).
 */
export function storedView(view: PlayerView): unknown {
  const rules = { preset: view.rules.preset, overrides: view.rules.overrides };
  // Three seats (or a position already in the stored shape, read back from a save): as it is.
  if (view.captured.length === 3 || !('handCounts' in view)) return { ...(view as object), rules };
  const { handCounts, knownInHands, revealed, ...rest } = view;
  const other = view.player === 0 ? 1 : 0;
  return {
    ...rest,
    rules,
    opponentHandCount: handCounts[other],
    opponentKnownInHand: knownInHands[other],
    revealed: revealed === null ? null : { opponentHand: revealed.hands[other] },
  };
}

/** A stored position as the engine's view (the inverse of `storedView`, rules aside). */
function viewOfStored(stored: Record<string, unknown>, rules: RuleSet): PlayerView {
  if ('handCounts' in stored) return { ...(stored as unknown as PlayerView), rules };
  const { opponentHandCount, opponentKnownInHand, revealed, ...rest } = stored;
  const you = stored['player'] === 1 ? 1 : 0;
  const hand = stored['hand'] as readonly CardId[];
  const opponentHand = (revealed as { opponentHand?: readonly CardId[] } | null)?.opponentHand;
  return {
    ...(rest as unknown as PlayerView),
    rules,
    handCounts: bySeat(2, (p) => (p === you ? hand.length : (opponentHandCount as number))),
    knownInHands: bySeat(2, (p) => (p === you ? [] : (opponentKnownInHand as readonly CardId[]))),
    revealed: revealed === null || revealed === undefined ? null : { hands: bySeat(2, (p) => (p === you ? hand : (opponentHand ?? []))) },
  };
}

/** A stable id of a position and the action chosen in it: the same mistake is kept once. */
export function mistakeIdOf(view: PlayerView, chosen: RoundAction): string {
  return idOfStored(storedView(view), chosen);
}

/** The id of a stored position (`storedView`'s shape) and the action chosen in it. */
function idOfStored(stored: unknown, chosen: RoundAction): string {
  const text = canonicalJson({ view: stored, chosen: canonicalAction(chosen) });
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv1a(text, 0x811c9dc5)) + hex(fnv1a(text, 0x9747b28c));
}

// ---------------------------------------------------------------------------------------
// A kept mistake, and reading one back
// ---------------------------------------------------------------------------------------

/** A mistake kept to try again: the position, what was chosen, the coach's grade, its schedule. */
export interface KeptMistake {
  readonly id: string;
  /** The reader's view of the round when they decided (its rule set validated on reading). */
  readonly view: PlayerView;
  readonly chosen: RoundAction;
  readonly grade: 'mistake' | 'blunder';
  /** What the choice cost against the best action, in `scale`. */
  readonly loss: number;
  readonly scale: ValueScale;
  /** Where the game stood (null: a game to a target score, where points count). */
  readonly context: GameContext | null;
  /** The coach's seed for this decision: trying again values the actions the same way. */
  readonly seed: number;
  readonly from: { readonly round: number; readonly month: number };
  readonly keptAt: string; // ISO date-time
  /** Leitner box, as for the card drills: 0 is new or just missed. */
  readonly box: number;
  readonly dueDay: number;
  /** Tries, and tries judged correct. */
  readonly seen: number;
  readonly correct: number;
  /** When it was last tried (ISO), and whether that try was correct; null before the first. */
  readonly lastTriedAt: string | null;
  readonly lastCorrect: boolean | null;
}

/** What is kept of a mistake before it is scheduled (the progress model schedules it). */
export type MistakeToKeep = Omit<KeptMistake, 'keptAt' | 'box' | 'dueDay' | 'seen' | 'correct' | 'lastTriedAt' | 'lastCorrect'>;

/** Why a kept mistake could not be read back (worded by the feature's words.ts). */
export type MistakeProblem =
  | { readonly code: 'not-a-record' | 'bad-id' | 'not-a-position' | 'bad-action' | 'bad-grade' | 'bad-schedule' | 'duplicate' }
  | { readonly code: 'id-mismatch' }
  | { readonly code: 'older-engine'; readonly version: unknown }
  | { readonly code: 'bad-rules'; readonly error: RuleError }
  | { readonly code: 'not-a-decision' }
  | { readonly code: 'action-not-legal' }
  | { readonly code: 'not-a-list' };

/** An entry that could not be read: kept as it was (nothing is thrown away) with the reason. */
export interface SetAsideMistake {
  readonly entry: unknown;
  readonly problem: MistakeProblem;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isCardList = (v: unknown): v is CardId[] => Array.isArray(v) && v.every((c) => isCardId(c));
const isIsoDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/**
 * The checks of a position read back: the shape the engine reads for the table's seat count
 * (`n`, from its rules: a two-player position in the two-player stored shape, a three-player one
 * in the engine's), and the 48 cards each in exactly one place (hand, field, piles, the turned
 * card, the other players' known cards, or unseen).
 */
function isConsistentView(v: Record<string, unknown>, n: SeatCount): boolean {
  const captured = v['captured'];
  if (!isSeat(v['player'], n) || !isSeat(v['toMove'], n) || !isSeat(v['dealer'], n)) return false;
  if (!(ROUND_PHASES as readonly unknown[]).includes(v['phase'])) return false;
  if (!Number.isInteger(v['month']) || (v['month'] as number) < 1 || (v['month'] as number) > 12) return false;
  if (!isCount(v['turn']) || !isCount(v['pileCount'])) return false;
  if (!Array.isArray(captured) || captured.length !== n || !captured.every(isCardList)) return false;
  const lists = [v['hand'], v['field'], v['unseen'], v['fieldAtDeal']];
  if (!lists.every(isCardList)) return false;
  if (!(v['drawn'] === null || isCardId(v['drawn']))) return false;
  if (!Array.isArray(v['log'])) return false;
  const known = n === 2 ? knownOfTwo(v) : knownOfThree(v);
  if (known === null) return false;
  const placed = [
    ...(v['hand'] as CardId[]),
    ...(v['field'] as CardId[]),
    ...(captured as CardId[][]).flat(),
    ...(v['unseen'] as CardId[]),
    ...known,
    ...(v['drawn'] ? [v['drawn'] as CardId] : []),
  ];
  return placed.length === CARD_IDS.length && new Set(placed).size === CARD_IDS.length;
}

/** The two-player stored shape's other seat: its hand count, and the cards known in its hand (null: malformed). */
function knownOfTwo(v: Record<string, unknown>): CardId[] | null {
  if ('handCounts' in v || !isCount(v['opponentHandCount']) || !isCardList(v['opponentKnownInHand'])) return null;
  return v['opponentKnownInHand'];
}

/**
 * The three-player shape's per-seat fields: every seat's hand count (the player's own is their
 * hand), the cards known in each other seat's hand (none in their own), every hand once the
 * round is over (null: malformed).
 */
function knownOfThree(v: Record<string, unknown>): CardId[] | null {
  const counts = v['handCounts'];
  const known = v['knownInHands'];
  const revealed = v['revealed'];
  const me = v['player'] as number;
  if (!Array.isArray(counts) || counts.length !== 3 || !counts.every(isCount) || counts[me] !== (v['hand'] as CardId[]).length) return null;
  if (!Array.isArray(known) || known.length !== 3 || !known.every(isCardList) || (known[me] as CardId[]).length > 0) return null;
  if (!(revealed === null || (isObject(revealed) && Array.isArray(revealed['hands']) && revealed['hands'].length === 3 && revealed['hands'].every(isCardList)))) return null;
  return (known as CardId[][]).flat();
}

function decodeAction(raw: unknown): RoundAction | null {
  if (!isObject(raw)) return null;
  switch (raw['type']) {
    case 'play':
      if (!isCardId(raw['card'])) return null;
      if (!(raw['take'] === undefined || isCardId(raw['take']))) return null;
      if (!(raw['lay'] === undefined || typeof raw['lay'] === 'boolean')) return null;
      return canonicalAction(raw as RoundAction);
    case 'drawTake':
      return isCardId(raw['take']) ? canonicalAction(raw as RoundAction) : null;
    case 'call':
      return raw['call'] === 'koikoi' || raw['call'] === 'shobu' ? canonicalAction(raw as RoundAction) : null;
    case 'luckyHand':
      return raw['choice'] === 'redeal' || raw['choice'] === 'play' ? canonicalAction(raw as RoundAction) : null;
    default:
      return null;
  }
}

/** The game context as saved (every game shape: a target, unlimited rounds, the round model), read by the engine's own reader. */
function decodeContext(raw: unknown): GameContext | null | undefined {
  if (raw === null) return null;
  return parseGameContext(raw);
}

/**
 * Reads one kept mistake back from saved data. Its rule set is rebuilt through buildRuleSet
 * (a RuleSet read from JSON is not one until validated), the position must be one the engine
 * can play from, and the action chosen must be one of its legal actions.
 */
export function decodeMistake(raw: unknown, maxBox: number): Result<KeptMistake, MistakeProblem> {
  if (!isObject(raw)) return err({ code: 'not-a-record' });
  const id = raw['id'];
  if (typeof id !== 'string' || !isMistakeId(id)) return err({ code: 'bad-id' });
  const view = raw['view'];
  if (!isObject(view)) return err({ code: 'not-a-position' });
  if (view['version'] !== ROUND_STATE_VERSION) return err({ code: 'older-engine', version: view['version'] });
  const savedRules = view['rules'];
  if (!isObject(savedRules)) return err({ code: 'not-a-position' });
  const rules = buildRuleSet(String(savedRules['preset']), savedRules['overrides'] ?? {});
  if (!rules.ok) return err({ code: 'bad-rules', error: rules.error });
  if (!isConsistentView(view, seatCount(rules.value.options))) return err({ code: 'not-a-position' });
  const chosen = decodeAction(raw['chosen']);
  if (!chosen) return err({ code: 'bad-action' });
  if (idOfStored({ ...view, rules: { preset: savedRules['preset'], overrides: savedRules['overrides'] } }, chosen) !== id) return err({ code: 'id-mismatch' });
  const grade = raw['grade'];
  const scale = raw['scale'];
  const loss = raw['loss'];
  const context = decodeContext(raw['context'] ?? null);
  const from = raw['from'];
  if (
    (grade !== 'mistake' && grade !== 'blunder') ||
    (scale !== 'points' && scale !== 'win') ||
    typeof loss !== 'number' ||
    !Number.isFinite(loss) ||
    loss < 0 ||
    context === undefined ||
    !isCount(raw['seed']) ||
    (raw['seed'] as number) > 0xffffffff ||
    !isObject(from) ||
    !isCount(from['round']) ||
    !Number.isInteger(from['month']) ||
    (from['month'] as number) < 1 ||
    (from['month'] as number) > 12
  ) {
    return err({ code: 'bad-grade' });
  }
  if (
    !isIsoDate(raw['keptAt']) ||
    !isCount(raw['box']) ||
    (raw['box'] as number) > maxBox ||
    !Number.isInteger(raw['dueDay']) ||
    !isCount(raw['seen']) ||
    !isCount(raw['correct']) ||
    !(raw['lastTriedAt'] === null || isIsoDate(raw['lastTriedAt'])) ||
    !(raw['lastCorrect'] === null || typeof raw['lastCorrect'] === 'boolean')
  ) {
    return err({ code: 'bad-schedule' });
  }
  const rebuilt = viewOfStored(view, rules.value);
  let legal: RoundAction[];
  try {
    legal = viewLegalActions(rebuilt);
  } catch {
    return err({ code: 'not-a-position' });
  }
  if (legal.length < 2) return err({ code: 'not-a-decision' });
  const chosenText = canonicalJson(chosen);
  if (!legal.some((a) => canonicalJson(canonicalAction(a)) === chosenText)) {
    return err({ code: 'action-not-legal' });
  }
  return ok({
    id,
    view: rebuilt,
    chosen,
    grade,
    loss,
    scale,
    context,
    seed: raw['seed'] as number,
    from: { round: from['round'] as number, month: from['month'] as number },
    keptAt: raw['keptAt'] as string,
    box: raw['box'] as number,
    dueDay: raw['dueDay'] as number,
    seen: raw['seen'] as number,
    correct: raw['correct'] as number,
    lastTriedAt: raw['lastTriedAt'] as string | null,
    lastCorrect: raw['lastCorrect'] as boolean | null,
  });
}

/** A kept mistake as saved: its rule set as preset and overrides (options are rebuilt on reading). */
export function encodeMistake(m: KeptMistake): unknown {
  return { ...m, view: storedView(m.view) };
}

/**
 * Reads the saved list: every entry that reads is kept, every other one set aside with its
 * reason (an entry set aside before is tried again, so a fixed rule comes back). Duplicates of
 * an id keep the first.
 */
export function decodeMistakeList(
  rawList: unknown,
  rawSetAside: unknown,
  maxBox: number,
): { readonly mistakes: readonly KeptMistake[]; readonly setAside: readonly SetAsideMistake[] } {
  const mistakes: KeptMistake[] = [];
  const setAside: SetAsideMistake[] = [];
  const seen = new Set<string>();
  const take = (entry: unknown) => {
    const decoded = decodeMistake(entry, maxBox);
    if (!decoded.ok) setAside.push({ entry, problem: decoded.error });
    else if (seen.has(decoded.value.id)) setAside.push({ entry, problem: { code: 'duplicate' } });
    else {
      seen.add(decoded.value.id);
      mistakes.push(decoded.value);
    }
  };
  if (rawList === undefined) {
    /* none kept yet */
  } else if (Array.isArray(rawList)) rawList.forEach(take);
  else setAside.push({ entry: rawList, problem: { code: 'not-a-list' } });
  if (Array.isArray(rawSetAside)) {
    for (const item of rawSetAside) take(isObject(item) && 'entry' in item ? item['entry'] : item);
  } else if (rawSetAside !== undefined) setAside.push({ entry: rawSetAside, problem: { code: 'not-a-list' } });
  return { mistakes, setAside };
}

/** What the round review hands over for one mistake or blunder of the reader. */
export interface MistakeInput {
  readonly view: PlayerView;
  readonly chosen: RoundAction;
  readonly grade: 'mistake' | 'blunder';
  readonly loss: number;
  readonly scale: 'points' | 'win';
  readonly context?: GameContext;
  readonly seed: number;
  readonly from: { readonly round: number; readonly month: number };
}

/** What is kept of a mistake the review hands over: its id, the canonical action, plain fields. */
export function mistakeToKeep(m: MistakeInput): MistakeToKeep {
  return {
    id: mistakeIdOf(m.view, m.chosen),
    view: m.view,
    chosen: canonicalAction(m.chosen),
    grade: m.grade,
    loss: m.loss,
    scale: m.scale,
    context: m.context ?? null,
    seed: m.seed >>> 0,
    from: { round: m.from.round, month: m.from.month },
  };
}

/** What kind of decision the mistake was (playing a card, the turned card, koi-koi, a lucky hand). */
export function mistakeKind(m: KeptMistake): DecisionKind {
  return decisionKind(m.view);
}
