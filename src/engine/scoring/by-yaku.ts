/**
 * Scoring a pile told as yaku ("Four Brights and Animals with six animals") instead of cards,
 * the way a real table announces a round.
 *
 * The engine does not trust the announcement: it looks for a *witness*, one pile of real cards
 * whose scoring yaku are exactly the ones claimed with the claimed extra counts. Finding one
 * proves the combination can happen with the 48 cards under these rules (exclusive groups,
 * shared cards such as the Sake Cup, counts within the deck, Cards of the Month); and scoring
 * the witness with `scoreCaptured` gives the same explanation the calculator shows, so points
 * are never added up a second way. No witness: a typed reason says why.
 *
 * The search is exact, not random. Cards that play the same part (two red ribbons, two plain
 * chaff) are interchangeable, so each family of cards is searched by counts: every subset of
 * the brights, of the Boar-Deer-Butterfly trio, the Sake Cup in or out, how many other animals,
 * poetry, blue and red ribbons, and how the chaff is made up. A family no claimed yaku needs
 * takes as few cards as possible; a claimed family keeps only the options whose own yaku match
 * the claim (judged by the real evaluator on that family alone). The few combinations left are
 * then judged whole by `evaluateYaku`. Only Cards of the Month cares which card of a family is
 * taken: the round's month is taken first when it is claimed and last otherwise.
 */
import { getCard, type CardId, type Month } from '../cards';
import type { RuleOptions, RuleOverrides } from '../rules/options';
import { buildRuleSet, type RuleSet } from '../rules/ruleset';
import { err, ok, type Result } from '../result';
import { scoreCaptured, type ScoreExplanation } from './score';
import {
  ANIMALS,
  BLUE_RIBBONS,
  BOAR_DEER_BUTTERFLIES,
  BRIGHTS,
  CHAFF,
  POETRY_RIBBONS,
  RIBBONS,
  SAKE_CUP,
  YAKU_DEFINITIONS,
  evaluateYaku,
  yakuComposition,
  type Caller,
  type Owner,
  type YakuEvaluation,
  isYakuPlayed,
} from './yaku';
import { BONUS_IDS, PILE_YAKU_IDS, isPileYakuId, type BonusId, type PileYakuId, type ScoreItemId } from './yaku-ids';

/** One yaku as announced: its id and, for yaku paid per extra card, how many extra cards. */
export interface YakuClaim {
  readonly id: PileYakuId;
  /** Cards beyond the yaku's minimum (weighted as the engine counts them: double chaff is 2). */
  readonly extra: number;
}

export const BY_YAKU_ERROR_CODES = [
  /** Not a pile yaku id. */
  'unknown-yaku',
  'duplicate-yaku',
  /** The rule set does not play this yaku (its value is off, or viewing yaku are off). */
  'not-played',
  /** The extra count is not a whole number from 0. */
  'bad-extra',
  /** An extra count for a yaku these rules pay nothing extra for. */
  'extra-not-paid',
  /** More extra cards than the deck holds (`max` says how many it does). */
  'extra-out-of-range',
  /** Cards of the Month without a round month. */
  'needs-month',
  /** Two yaku of one exclusive group: only the best of a group scores. */
  'same-group',
  /** Several yaku under "only the single best yaku counts". */
  'best-only',
  /** Viewing yaku alone where the rules want another yaku with them. */
  'needs-other-yaku',
  /** Every pile holding these yaku holds (and scores) more: `others` lists what comes with them. */
  'brings-other-yaku',
  /** The yaku cannot all be in one pile (or, with both players' yaku, in two piles at once). */
  'cards-clash',
] as const;
export type ByYakuErrorCode = (typeof BY_YAKU_ERROR_CODES)[number];

export interface ByYakuError {
  readonly code: ByYakuErrorCode;
  /** Whose announcement is at fault (`opponent` only when both players' yaku count). */
  readonly owner: Owner;
  /** The yaku at fault (the claimed ids for clashes). */
  readonly yaku: readonly string[];
  /** brings-other-yaku: the smallest set of further yaku a pile with these would score. */
  readonly others?: readonly ScoreItemId[];
  /** extra-out-of-range: the most extra cards the deck allows. */
  readonly max?: number;
}

/** What a by-yaku score needs to know of the round besides the yaku. */
export interface ByYakuContext {
  readonly month?: Month | undefined;
  /** Koi-koi calls in order, seen from the scorer. */
  readonly calls?: readonly Caller[] | undefined;
  /** The field as dealt (only its brights matter, for `fieldBrightMultiplier`). */
  readonly fieldAtDeal?: readonly CardId[] | undefined;
}

export interface ByYakuScore {
  /** A pile of real cards holding exactly the claimed yaku (one of many). */
  readonly witness: readonly CardId[];
  /** The opponent's witness when both players' yaku count; empty otherwise. */
  readonly opponentWitness: readonly CardId[];
  /** The calculator's explanation of the witness: the announced yaku's points, multipliers, total. */
  readonly explanation: ScoreExplanation;
}

/** How the extra cards of a yaku are counted: `baseline` cards make it, up to `max` extras. */
export interface ExtraRange {
  readonly baseline: number;
  readonly max: number;
  /** Points per extra card under these rules (0: the count does not change the score). */
  readonly perCard: number;
}

const VARIANTS = new WeakMap<RuleSet, Map<string, RuleSet>>();

/**
 * The rule set with a few options changed, for judging one family of cards alone (all yaku
 * counted, the Sake Cup read one way). Built through the engine's validation like any other,
 * and kept per rule set so a search builds each variant once.
 */
function variant(rules: RuleSet, patch: RuleOverrides): RuleSet {
  let cache = VARIANTS.get(rules);
  if (!cache) VARIANTS.set(rules, (cache = new Map()));
  const key = JSON.stringify(patch);
  let found = cache.get(key);
  if (!found) {
    const built = buildRuleSet(rules.preset, { ...rules.overrides, ...patch });
    // Every patch here sets an option to one of its listed values: always valid.
    found = built.ok ? built.value : rules;
    cache.set(key, found);
  }
  return found;
}

/**
 * The extra-card range of a yaku under a rule set, or null for yaku with no extra cards
 * (a fixed set of cards, such as the brights or the viewing yaku).
 */
export function extraRange(id: PileYakuId, rules: RuleSet): ExtraRange | null {
  const options = rules.options;
  // The widest reading of the Sake Cup: under `choose` it may count as either.
  const composition = yakuComposition(id, rules, 1);
  if (!composition?.extras) return null;
  const { from, baseline } = composition.extras;
  const pool = from.reduce((sum, card) => sum + (composition.weights[card] ?? 1), 0);
  return { baseline, max: Math.max(0, pool - baseline), perCard: options.yakuPoints[id]?.extra ?? 0 };
}

// ---------------------------------------------------------------------------------------
// Card families
// ---------------------------------------------------------------------------------------

const LIGHTNING: CardId = 'willow-lightning';
const YELLOW: CardId = 'paulownia-chaff-yellow';
const OTHER_ANIMALS: readonly CardId[] = ANIMALS.filter((c) => c !== SAKE_CUP && !BOAR_DEER_BUTTERFLIES.includes(c));
const RED_RIBBONS: readonly CardId[] = RIBBONS.filter((c) => !POETRY_RIBBONS.includes(c) && !BLUE_RIBBONS.includes(c));
const PLAIN_CHAFF: readonly CardId[] = CHAFF.filter((c) => c !== LIGHTNING && c !== YELLOW);

const BRIGHT_YAKU: readonly PileYakuId[] = ['goko', 'shiko', 'ame-shiko', 'sanko'];
const ANIMAL_YAKU: readonly PileYakuId[] = ['inoshikacho', 'tane'];
const RIBBON_YAKU: readonly PileYakuId[] = ['akatan-aotan', 'akatan', 'aotan', 'tanzaku'];
const VIEWING_YAKU: readonly PileYakuId[] = ['hanami-zake', 'tsukimi-zake'];

const monthOf = (card: CardId) => getCard(card).month;

/** All subsets of a small list (the five brights at most: 32). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of out.slice()) out.push([...s, item]);
  return out;
}

/** One pile of a family of cards, with what the rest of the search needs to know of it. */
interface Option {
  readonly cards: readonly CardId[];
  /** The family's own scoring yaku with extra counts, as "id:extra" (dedupes equivalent options). */
  readonly key: string;
}

interface Search {
  readonly rules: RuleSet;
  readonly options: RuleOptions;
  /** What the whole pile must score. */
  readonly claims: ReadonlyMap<PileYakuId, number>;
  /** What the families are built to hold: the claims, plus a losing helper yaku (see below). */
  readonly family: ReadonlyMap<PileYakuId, number>;
  readonly pool: ReadonlySet<CardId>;
  readonly month: Month | undefined;
  /** Cards of the Month is claimed (take the month's cards first) or not (take them last). */
  readonly wantMonth: boolean;
  readonly bestOnly: boolean;
  /** Keep options that differ only in which cards they use (both players' piles share the deck). */
  readonly distinct: boolean;
  /** Cards the other player's announced yaku need: taken last, so both piles can be found. */
  readonly reserved: ReadonlySet<CardId>;
}

/** `k` cards of a family from the pool, the round's month first or last as the claim wants. */
function take(s: Search, family: readonly CardId[], k: number): CardId[] | null {
  const available = family.filter((c) => s.pool.has(c));
  if (k > available.length) return null;
  const reserved = (c: CardId) => (s.reserved.has(c) ? 1 : 0);
  const inMonth = (c: CardId) => (s.month !== undefined && monthOf(c) === s.month ? 0 : 1);
  available.sort((a, b) => (s.wantMonth ? inMonth(a) - inMonth(b) : inMonth(b) - inMonth(a)) || reserved(a) - reserved(b));
  return available.slice(0, k);
}

/** The month's cards of a family (what Cards of the Month needs from it), or none. */
function monthCards(s: Search, family: readonly CardId[]): CardId[] {
  return s.wantMonth ? family.filter((c) => s.pool.has(c) && monthOf(c) === s.month) : [];
}

/** The scoring yaku of a family's cards alone, under one reading of the options. */
function familyYaku(cards: readonly CardId[], ids: readonly PileYakuId[], rules: RuleSet): Map<PileYakuId, number> {
  const local = evaluateYaku(cards, {}, variant(rules, { yakuCounting: 'all' }));
  const out = new Map<PileYakuId, number>();
  for (const y of local.yaku) if (ids.includes(y.id)) out.set(y.id, y.extraCount);
  return out;
}

/**
 * Whether a family's own yaku fit the claim: exactly the claimed ones with their extras; under
 * best-only, the claimed ones are among them (the rest may lose to the best).
 */
function fits(s: Search, found: ReadonlyMap<PileYakuId, number>, ids: readonly PileYakuId[]): boolean {
  const claimed = ids.filter((id) => s.family.has(id));
  if (s.bestOnly) return claimed.every((id) => found.has(id));
  if (found.size !== claimed.length) return false;
  return claimed.every((id) => found.get(id) === s.family.get(id));
}

/** What a search learnt about a failed claim: the fewest further yaku seen with every claimed one. */
interface Report {
  others: ScoreItemId[] | null;
}

function noteOthers(report: Report, others: readonly ScoreItemId[]): void {
  if (others.length > 0 && (report.others === null || others.length < report.others.length)) report.others = [...others];
}

/** Records, for a family option that does not fit, the yaku that came with the claimed ones. */
function noteFamily(s: Search, found: ReadonlyMap<PileYakuId, number>, ids: readonly PileYakuId[], report: Report): void {
  const claimed = ids.filter((id) => s.family.has(id));
  if (claimed.every((id) => found.get(id) === s.family.get(id))) noteOthers(report, [...found.keys()].filter((id) => !s.family.has(id)));
}

function keyOf(found: ReadonlyMap<PileYakuId, number>, cards: readonly CardId[], s: Search): string {
  // Two options with the same own yaku differ for the rest of the pile only by the month's
  // cards they hold (Cards of the Month) and by the viewing cards (Curtain, Moon, Sake Cup).
  const month = s.month === undefined ? '' : cards.filter((c) => monthOf(c) === s.month).length;
  const viewing = cards.filter((c) => c === 'cherry-curtain' || c === 'pampas-moon' || c === SAKE_CUP).join(',');
  // With both players' yaku, which cards this pile takes decides what is left for the other.
  const which = s.distinct ? cards.join(',') : '';
  return `${[...found].map(([id, n]) => `${id}:${n}`).join(',')}|${month}|${viewing}|${which}`;
}

function dedupe(options: Option[], s: Search): Option[] {
  const seen = new Set<string>();
  const reserved = (o: Option) => o.cards.filter((c) => s.reserved.has(c)).length;
  return options.filter((o) => (seen.has(o.key) ? false : (seen.add(o.key), true))).sort((a, b) => reserved(a) - reserved(b));
}

const claimsAny = (s: Search, ids: readonly PileYakuId[]) => ids.some((id) => s.family.has(id));

function brightOptions(s: Search, report: Report): Option[] {
  const local: Report = { others: null };
  const forced = new Set<CardId>(monthCards(s, BRIGHTS));
  if (s.family.has('hanami-zake')) forced.add('cherry-curtain');
  if (s.family.has('tsukimi-zake')) forced.add('pampas-moon');
  if (![...forced].every((c) => s.pool.has(c))) return [];
  // No bright yaku claimed: fewer brights can only form fewer of them.
  if (!claimsAny(s, BRIGHT_YAKU)) return [{ cards: [...forced], key: '' }];
  const out: Option[] = [];
  for (const cards of subsets(BRIGHTS.filter((c) => s.pool.has(c)))) {
    if (![...forced].every((c) => cards.includes(c))) continue;
    const found = familyYaku(cards, BRIGHT_YAKU, s.rules);
    if (fits(s, found, BRIGHT_YAKU)) out.push({ cards, key: keyOf(found, cards, s) });
    else noteFamily(s, found, BRIGHT_YAKU, local);
  }
  // A family's near misses matter only when none of its options fits.
  if (out.length === 0 && local.others) noteOthers(report, local.others);
  return dedupe(out, s);
}

/** The animal family's yaku under each reading the Sake Cup option allows; any may be the one used. */
function animalReadings(s: Search, cards: readonly CardId[]): Map<PileYakuId, number>[] {
  const readings: CardId[][] = [cards.slice()];
  if (s.options.sakeCup === 'choose' && cards.includes(SAKE_CUP)) readings.push(cards.filter((c) => c !== SAKE_CUP));
  const rules = s.options.sakeCup === 'choose' ? variant(s.rules, { sakeCup: 'animal-only' }) : s.rules;
  return readings.map((reading) => familyYaku(reading, ANIMAL_YAKU, rules));
}

function animalOptions(s: Search, report: Report): Option[] {
  const local: Report = { others: null };
  const claimed = claimsAny(s, ANIMAL_YAKU);
  const sakeForced = claimsAny(s, VIEWING_YAKU) || (s.wantMonth && s.month === 9);
  // The Sake Cup may be wanted for its part in Animals or in Chaff.
  const sakeChoices = sakeForced ? [true] : claimed || s.family.has('kasu') ? [false, true] : [false];
  const bdbChoices = claimed ? subsets(BOAR_DEER_BUTTERFLIES) : [monthCards(s, BOAR_DEER_BUTTERFLIES)];
  const otherCounts = claimed ? [0, 1, 2, 3, 4, 5] : [monthCards(s, OTHER_ANIMALS).length];
  const out: Option[] = [];
  for (const sake of sakeChoices) {
    if (sake && !s.pool.has(SAKE_CUP)) continue;
    for (const bdb of bdbChoices) {
      if (!bdb.every((c) => s.pool.has(c))) continue;
      if (!monthCards(s, BOAR_DEER_BUTTERFLIES).every((c) => bdb.includes(c))) continue;
      for (const n of otherCounts) {
        const others = take(s, OTHER_ANIMALS, n);
        if (!others) continue;
        const cards = [...bdb, ...others, ...(sake ? [SAKE_CUP] : [])];
        if (!claimed) {
          out.push({ cards, key: keyOf(new Map(), cards, s) });
          continue;
        }
        const readings = animalReadings(s, cards);
        const found = readings.find((r) => fits(s, r, ANIMAL_YAKU));
        // Under `choose` the whole pile decides how the cup counts: keep every reading in the key.
        const all = new Map(readings.flatMap((r, i) => [...r].map(([id, n]) => [`${id}@${i}` as PileYakuId, n] as const)));
        if (found) out.push({ cards, key: keyOf(all, cards, s) });
        else for (const r of readings) noteFamily(s, r, ANIMAL_YAKU, local);
      }
    }
  }
  // A family's near misses matter only when none of its options fits.
  if (out.length === 0 && local.others) noteOthers(report, local.others);
  return dedupe(out, s);
}

function ribbonOptions(s: Search, report: Report): Option[] {
  const local: Report = { others: null };
  const claimed = claimsAny(s, RIBBON_YAKU);
  const range = (family: readonly CardId[]) => (claimed ? Array.from({ length: family.length + 1 }, (_, i) => i) : [monthCards(s, family).length]);
  const out: Option[] = [];
  for (const p of range(POETRY_RIBBONS)) {
    for (const b of range(BLUE_RIBBONS)) {
      for (const r of range(RED_RIBBONS)) {
        const parts = [take(s, POETRY_RIBBONS, p), take(s, BLUE_RIBBONS, b), take(s, RED_RIBBONS, r)];
        if (parts.some((x) => x === null)) continue;
        const cards = parts.flat() as CardId[];
        if (!claimed) {
          out.push({ cards, key: s.distinct ? cards.join(',') : '' });
          continue;
        }
        const found = familyYaku(cards, RIBBON_YAKU, s.rules);
        if (fits(s, found, RIBBON_YAKU)) out.push({ cards, key: keyOf(found, cards, s) });
        else noteFamily(s, found, RIBBON_YAKU, local);
      }
    }
  }
  // A family's near misses matter only when none of its options fits.
  if (out.length === 0 && local.others) noteOthers(report, local.others);
  return dedupe(out, s);
}

/**
 * The chaff for the rest of a pile. Claimed Chaff fixes how many chaff count (10 + extras,
 * the Sake Cup and double chaff included as the rules weigh them), so only the Lightning and
 * the Yellow Paulownia (which may count double) are choices; otherwise no chaff but the month's.
 */
function chaffOptions(s: Search, rest: readonly CardId[]): CardId[][] {
  const wanted = s.options.yakuPoints.kasu !== null && s.family.has('kasu');
  if (!wanted) {
    const cards = [...monthCards(s, PLAIN_CHAFF), ...monthCards(s, [LIGHTNING]), ...monthCards(s, [YELLOW])];
    return [cards];
  }
  const weight = (card: CardId) => ((s.options.doubleChaff as readonly CardId[]).includes(card) ? 2 : 1);
  const target = 10 + (s.family.get('kasu') ?? 0);
  const sakeIn = rest.includes(SAKE_CUP);
  // How the Sake Cup may count towards Chaff: the evaluator picks the better reading.
  const sakeWeights = !sakeIn ? [0] : s.options.sakeCup === 'both' ? [weight(SAKE_CUP)] : s.options.sakeCup === 'animal-only' ? [0] : [weight(SAKE_CUP), 0];
  const out: CardId[][] = [];
  const seen = new Set<string>();
  for (const sake of sakeWeights) {
    for (const lightning of [false, true]) {
      for (const yellow of [false, true]) {
        if ((lightning && !s.pool.has(LIGHTNING)) || (yellow && !s.pool.has(YELLOW))) continue;
        const plain = target - sake - (lightning ? weight(LIGHTNING) : 0) - (yellow ? weight(YELLOW) : 0);
        if (plain < 0) continue;
        const picked = take(s, PLAIN_CHAFF, plain);
        if (!picked) continue;
        const cards = [...picked, ...(lightning ? [LIGHTNING] : []), ...(yellow ? [YELLOW] : [])];
        const key = cards.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          out.push(cards);
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Matching a whole pile against the claim
// ---------------------------------------------------------------------------------------

/** The bonuses that name these yaku as their reason: a claim of both stands for the bonus too. */
function announced(evaluation: YakuEvaluation, owner: Owner): Map<PileYakuId, number | null> {
  const out = new Map<PileYakuId, number | null>();
  for (const y of evaluation.yaku) if (y.owner === owner) out.set(y.id, y.extraCount);
  // Under best-only a bonus can be the one item that scores; the yaku that earn it were then
  // announced (their extras do not change the score, so any count is accepted: null).
  for (const b of evaluation.bonuses) if (b.owner === owner) for (const id of b.because) if (!out.has(id)) out.set(id, null);
  return out;
}

/**
 * The yaku a player announces for a pile, as the by-yaku form would take them: the scoring
 * yaku with their extra counts (and, under best-only, the yaku behind a scoring bonus). What
 * `scoreByYaku` is given for a pile must score what the pile scores.
 */
export function announcedYaku(captured: readonly CardId[], ctx: ByYakuContext, rules: RuleSet): YakuClaim[] {
  const evaluation = evaluateYaku(captured, { month: ctx.month, calls: ctx.calls }, rules);
  return [...announced(evaluation, 'self')].map(([id, extra]) => ({ id, extra: extra ?? 0 }));
}

type Verdict = { readonly match: true } | { readonly match: false; readonly others: readonly ScoreItemId[] | null };

function judge(s: Search, pile: readonly CardId[], ctx: ByYakuContext): Verdict {
  // The other player's yaku are judged apart (their own witness): here only this pile's.
  const rules = s.options.yakuCounting === 'both-players' ? variant(s.rules, { yakuCounting: 'all' }) : s.rules;
  const evaluation = evaluateYaku(pile, { month: s.month, calls: ctx.calls }, rules);
  const found = announced(evaluation, 'self');
  let claimedAllThere = true;
  for (const [id, extra] of s.claims) {
    if (!found.has(id)) claimedAllThere = false;
    else {
      const n = found.get(id);
      if (n !== null && n !== extra) claimedAllThere = false;
    }
  }
  const others: ScoreItemId[] = [...found.keys()].filter((id) => !s.claims.has(id));
  for (const b of evaluation.bonuses) if (!b.because.every((id) => s.claims.has(id))) others.push(b.id);
  if (claimedAllThere && others.length === 0) return { match: true };
  return { match: false, others: claimedAllThere ? others : null };
}

/** Every witness pile for the claim in the pool, lazily (the first one is usually enough). */
function* witnesses(s: Search, ctx: ByYakuContext, report: Report): Generator<CardId[]> {
  const brights = brightOptions(s, report);
  const animals = animalOptions(s, report);
  const ribbons = ribbonOptions(s, report);
  for (const b of brights) {
    for (const a of animals) {
      for (const r of ribbons) {
        const rest = [...b.cards, ...a.cards, ...r.cards];
        for (const chaff of chaffOptions(s, rest)) {
          const pile = [...rest, ...chaff];
          const verdict = judge(s, pile, ctx);
          if (verdict.match) yield pile;
          else if (verdict.others) noteOthers(report, verdict.others);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------
// The public entry
// ---------------------------------------------------------------------------------------

function checkClaims(claims: readonly YakuClaim[], owner: Owner, rules: RuleSet, month: Month | undefined): Result<Map<PileYakuId, number>, ByYakuError> {
  const options = rules.options;
  const fail = (code: ByYakuErrorCode, yaku: readonly string[], extra: Partial<ByYakuError> = {}) => err<ByYakuError>({ code, owner, yaku, ...extra });
  const out = new Map<PileYakuId, number>();
  for (const claim of claims) {
    const id = claim?.id as unknown;
    if (!isPileYakuId(id)) return fail('unknown-yaku', [String(id)]);
    if (out.has(id)) return fail('duplicate-yaku', [id]);
    const value = options.yakuPoints[id];
    if (value === null || !isYakuPlayed(id, options)) return fail('not-played', [id]);
    const extra = claim.extra;
    if (typeof extra !== 'number' || !Number.isInteger(extra) || extra < 0) return fail('bad-extra', [id]);
    const range = extraRange(id, rules);
    if (extra > 0 && (range === null || value.extra === 0)) return fail('extra-not-paid', [id]);
    if (range && extra > range.max) return fail('extra-out-of-range', [id], { max: range.max });
    if (id === 'tsukifuda' && month === undefined) return fail('needs-month', [id]);
    out.set(id, extra);
  }
  const ids = [...out.keys()];
  const style = options.yakuStyle;
  for (const a of ids) {
    const group = YAKU_DEFINITIONS[a].group[style];
    const rival = group && ids.find((b) => b !== a && YAKU_DEFINITIONS[b].group[style] === group);
    if (rival) return fail('same-group', [a, rival]);
  }
  if (options.yakuCounting === 'best-only' && ids.length > 1) {
    // Several yaku can stand for one bonus that beat them all; anything else is one yaku too many.
    const bonusPair = (BONUS_IDS as readonly BonusId[]).some((bonus) => {
      const enabled = bonus === 'bonus-both-viewings' ? options.bonusBothViewings > 0 : options.bonusBothRibbons > 0 && style === 'classic';
      const because = bonus === 'bonus-both-viewings' ? ['hanami-zake', 'tsukimi-zake'] : ['akatan', 'aotan'];
      return enabled && ids.length === 2 && because.every((id) => out.has(id as PileYakuId));
    });
    if (!bonusPair) return fail('best-only', ids);
  }
  if (options.viewing === 'needs-other-yaku' && options.yakuCounting !== 'best-only' && ids.length > 0 && ids.every((id) => VIEWING_YAKU.includes(id))) {
    return fail('needs-other-yaku', ids);
  }
  return ok(out);
}

function searchFor(
  claims: Map<PileYakuId, number>,
  rules: RuleSet,
  month: Month | undefined,
  pool: ReadonlySet<CardId>,
  helper?: PileYakuId,
  reserved: ReadonlySet<CardId> = new Set(),
  distinct = false,
): Search {
  const options = rules.options;
  return {
    rules,
    options,
    claims,
    family: helper ? new Map([...claims, [helper, 0]]) : claims,
    pool,
    month,
    wantMonth: claims.has('tsukifuda'),
    bestOnly: options.yakuCounting === 'best-only',
    distinct,
    reserved,
  };
}

const ALL_CARDS = (): Set<CardId> => new Set([...BRIGHTS, ...ANIMALS, ...RIBBONS, ...CHAFF]);

/**
 * The scorer's witnesses. One case needs more than the claimed yaku: viewing yaku that need
 * another yaku, where only the single best yaku counts. The other yaku is then held but loses
 * to the viewing one, so each played yaku is tried as that losing helper.
 */
function* ownWitnesses(
  claims: Map<PileYakuId, number>,
  rules: RuleSet,
  ctx: ByYakuContext,
  report: Report,
  reserved: ReadonlySet<CardId>,
  distinct: boolean,
): Generator<CardId[]> {
  const options = rules.options;
  yield* witnesses(searchFor(claims, rules, ctx.month, ALL_CARDS(), undefined, reserved, distinct), ctx, report);
  const ids = [...claims.keys()];
  const viewingAlone = ids.length > 0 && ids.every((id) => VIEWING_YAKU.includes(id));
  if (!(viewingAlone && options.viewing === 'needs-other-yaku' && options.yakuCounting === 'best-only')) return;
  for (const helper of playedPileYaku(rules)) {
    if (VIEWING_YAKU.includes(helper) || (helper === 'tsukifuda' && ctx.month === undefined)) continue;
    yield* witnesses(searchFor(claims, rules, ctx.month, ALL_CARDS(), helper, reserved, distinct), ctx, { others: null });
  }
}

/** How many of one player's witnesses are tried against the other's before giving up. */
const PAIR_TRIES = 400;

const WILD: CardId = 'willow-lightning';
/** How many of the other player's witnesses are tried against one pile for a shared card. */
const WILD_TRIES = 60;

/**
 * The other player's pile beside this one, from the cards left. Where the Lightning is wild
 * (`lightningYakuWild: any-card`) one card may seem to be in both piles: one of them holds the
 * real card and the other the Lightning standing for it, so that is tried too.
 */
function pairWith(
  witness: CardId[],
  own: Map<PileYakuId, number>,
  theirs: Map<PileYakuId, number>,
  rules: RuleSet,
  ctx: ByYakuContext,
  flipped: readonly Caller[],
): [CardId[], CardId[]] | null {
  const theirCtx = { ...ctx, calls: flipped };
  const rest = ALL_CARDS();
  for (const card of witness) rest.delete(card);
  const found = witnesses(searchFor(theirs, rules, ctx.month, rest), theirCtx, { others: null }).next();
  if (!found.done) return [witness, found.value];
  if (rules.options.lightningYakuWild !== 'any-card' || witness.includes(WILD)) return null;
  const ownSearch = searchFor(own, rules, ctx.month, ALL_CARDS());
  const theirSearch = searchFor(theirs, rules, ctx.month, ALL_CARDS());
  let tries = 0;
  for (const their of witnesses(theirSearch, theirCtx, { others: null })) {
    if (++tries > WILD_TRIES) break;
    const shared = their.filter((card) => witness.includes(card));
    if (shared.length !== 1 || their.includes(WILD)) continue;
    const swap = (pile: readonly CardId[]) => pile.map((card) => (card === shared[0] ? WILD : card));
    if (judge(ownSearch, swap(witness), ctx).match) return [swap(witness), their];
    if (judge(theirSearch, swap(their), theirCtx).match) return [witness, swap(their)];
  }
  return null;
}

/**
 * Scores a pile announced as yaku. `claims` are the scorer's scoring yaku; `opponentClaims`
 * the opponent's, used only when the rules count both players' yaku. Refuses a combination
 * no pile of real cards can make, with the reason.
 */
export function scoreByYaku(
  claims: readonly YakuClaim[],
  ctx: ByYakuContext,
  rules: RuleSet,
  opponentClaims: readonly YakuClaim[] = [],
): Result<ByYakuScore, ByYakuError> {
  const options = rules.options;
  const bothPlayers = options.yakuCounting === 'both-players';
  const own = checkClaims(claims, 'self', rules, ctx.month);
  if (!own.ok) return own;
  const theirs = checkClaims(bothPlayers ? opponentClaims : [], 'opponent', rules, ctx.month);
  if (!theirs.ok) return theirs;

  const report: Report = { others: null };
  const flipped = (ctx.calls ?? []).map((c): Caller => (c === 'self' ? 'opponent' : 'self'));
  let tries = 0;
  const reserved = new Set<CardId>();
  for (const id of theirs.value.keys()) for (const card of yakuComposition(id, rules, ctx.month)?.required ?? []) reserved.add(card);
  // Only an opponent with yaku of their own makes it matter which cards this pile uses.
  for (let witness of ownWitnesses(own.value, rules, ctx, report, reserved, bothPlayers && theirs.value.size > 0)) {
    let opponentWitness: CardId[] = [];
    if (bothPlayers) {
      const pair = pairWith(witness, own.value, theirs.value, rules, ctx, flipped);
      if (!pair) {
        if (++tries >= PAIR_TRIES) break;
        continue;
      }
      [witness, opponentWitness] = pair;
    }
    const explanation = scoreCaptured(
      witness,
      { month: ctx.month, calls: ctx.calls, fieldAtDeal: ctx.fieldAtDeal, field: [], othersCaptured: [opponentWitness] },
      rules,
    );
    return ok({ witness: sortByDeck(witness), opponentWitness: sortByDeck(opponentWitness), explanation });
  }
  const ids = [...own.value.keys()];
  if (bothPlayers && tries > 0) return err({ code: 'cards-clash', owner: 'opponent', yaku: [...theirs.value.keys()] });
  if (report.others && report.others.length > 0) return err({ code: 'brings-other-yaku', owner: 'self', yaku: ids, others: report.others });
  return err({ code: 'cards-clash', owner: 'self', yaku: ids });
}

function sortByDeck(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => getCard(a).index - getCard(b).index);
}

/** The pile yaku a rule set plays, in the site's order (what the by-yaku form offers). */
export function playedPileYaku(rules: RuleSet): PileYakuId[] {
  const options = rules.options;
  return PILE_YAKU_IDS.filter((id) => isYakuPlayed(id, options));
}
