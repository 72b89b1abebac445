/**
 * Yaku: what each one is (kind, cards, exclusive group under each style) and how a captured
 * pile is judged under a rule set. The judgement returns data — which yaku score, which were
 * dropped and why, which bonuses apply — so `score.ts` can add multipliers and the UI can
 * explain every point without re-implementing a rule.
 */
import { CARDS, cardsOfMonth, getCard, type CardId, type Month } from '../cards';
import type { RuleOptions, SakeCupMode, YakuStyle } from '../rules/options';
import type { RuleSet } from '../rules/ruleset';
import {
  PILE_YAKU_IDS,
  type BonusId,
  type PileYakuId,
  type ScoreItemId,
  type YakuId,
  type YakuValue,
} from './yaku-ids';

export * from './yaku-ids';

// ---------------------------------------------------------------------------------------
// Context
// ---------------------------------------------------------------------------------------

/** Who called a koi-koi, seen from the player being scored: they, or another player ("opponent"). */
export const CALLERS = ['self', 'opponent'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The round's koi-koi calls as one seat sees them: its own (`self`) or another player's
 * (`opponent`; with three players, either other). The one place seats become callers, whatever
 * the seat vocabulary (the engine's seat numbers, a calculator's or a puzzle's sides).
 */
export function callsSeenBy<S>(seat: S, calls: readonly S[]): Caller[] {
  return calls.map((c) => (c === seat ? 'self' : 'opponent'));
}

/** Everything about the round that a score can depend on besides the pile itself. */
export interface ScoreContext {
  /** The round's month (round 1 = January). Without it no Cards of the Month can form. */
  readonly month?: Month | undefined;
  /** The field when the score is taken (for `viewing: weather`). */
  readonly field?: readonly CardId[] | undefined;
  /** The field as dealt (for `fieldBrightMultiplier`). */
  readonly fieldAtDeal?: readonly CardId[] | undefined;
  /** The round's koi-koi calls in order. */
  readonly calls?: readonly Caller[] | undefined;
  /** Every other player's pile, used only under `yakuCounting: both-players`. */
  readonly othersCaptured?: readonly (readonly CardId[])[] | undefined;
  /**
   * The koi-koi calls each other player made (same order as `othersCaptured`), for their own
   * viewing values. Unset: with one other player, the `opponent` calls of `calls`.
   */
  readonly othersCalls?: readonly number[] | undefined;
}

// ---------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------

export const EXCLUSIVE_GROUPS = ['brights', 'animals', 'ribbons'] as const;
export type ExclusiveGroup = (typeof EXCLUSIVE_GROUPS)[number];

export interface YakuDefinition {
  readonly id: YakuId;
  readonly kind: 'pile' | 'lucky-hand';
  /** Under each style, the group within which only the most valuable yaku scores (null: stacks). */
  readonly group: { readonly [S in YakuStyle]: ExclusiveGroup | null };
}

const ids = (kind: string, filter: (c: (typeof CARDS)[number]) => boolean = () => true): readonly CardId[] =>
  CARDS.filter((c) => c.kind === kind && filter(c)).map((c) => c.id);

const RAIN_MAN: CardId = 'willow-rain-man';
export const SAKE_CUP: CardId = 'chrysanthemum-sake-cup';
export const BRIGHTS: readonly CardId[] = ids('bright');
const DRY_BRIGHTS: readonly CardId[] = BRIGHTS.filter((c) => c !== RAIN_MAN);
export const ANIMALS: readonly CardId[] = ids('animal');
export const RIBBONS: readonly CardId[] = ids('ribbon');
export const POETRY_RIBBONS: readonly CardId[] = ids('ribbon', (c) => 'ribbon' in c && c.ribbon === 'poetry');
export const BLUE_RIBBONS: readonly CardId[] = ids('ribbon', (c) => 'ribbon' in c && c.ribbon === 'blue');
export const CHAFF: readonly CardId[] = ids('chaff');
export const BOAR_DEER_BUTTERFLIES: readonly CardId[] = ['clover-boar', 'maple-deer', 'peony-butterflies'];

const both = (group: ExclusiveGroup | null) => ({ modern: group, classic: group });

export const YAKU_DEFINITIONS: { readonly [K in YakuId]: YakuDefinition & { readonly id: K } } = {
  goko: { id: 'goko', kind: 'pile', group: both('brights') },
  shiko: { id: 'shiko', kind: 'pile', group: both('brights') },
  'ame-shiko': { id: 'ame-shiko', kind: 'pile', group: both('brights') },
  sanko: { id: 'sanko', kind: 'pile', group: both('brights') },
  inoshikacho: { id: 'inoshikacho', kind: 'pile', group: { modern: 'animals', classic: null } },
  tane: { id: 'tane', kind: 'pile', group: { modern: 'animals', classic: null } },
  'akatan-aotan': { id: 'akatan-aotan', kind: 'pile', group: { modern: 'ribbons', classic: null } },
  akatan: { id: 'akatan', kind: 'pile', group: { modern: 'ribbons', classic: null } },
  aotan: { id: 'aotan', kind: 'pile', group: { modern: 'ribbons', classic: null } },
  tanzaku: { id: 'tanzaku', kind: 'pile', group: { modern: 'ribbons', classic: null } },
  'hanami-zake': { id: 'hanami-zake', kind: 'pile', group: both(null) },
  'tsukimi-zake': { id: 'tsukimi-zake', kind: 'pile', group: both(null) },
  tsukifuda: { id: 'tsukifuda', kind: 'pile', group: both(null) },
  kasu: { id: 'kasu', kind: 'pile', group: both(null) },
  teshi: { id: 'teshi', kind: 'lucky-hand', group: both(null) },
  kuttsuki: { id: 'kuttsuki', kind: 'lucky-hand', group: both(null) },
};

/** Bigger yaku that contain every card a smaller one needs: used to say "X includes Y". */
const INCLUDES: { readonly [K in PileYakuId]?: readonly PileYakuId[] } = {
  goko: ['shiko', 'ame-shiko', 'sanko'],
  shiko: ['sanko'],
  'ame-shiko': ['sanko'],
  'akatan-aotan': ['akatan', 'aotan'],
};

// ---------------------------------------------------------------------------------------
// Compositions: the exact cards under a rule set
// ---------------------------------------------------------------------------------------

/** How the Sake Cup counts in one reading of the pile. */
export interface SakeCupRole {
  readonly animal: boolean;
  readonly chaff: boolean;
}

/**
 * The cards that make a yaku: every `required` card, plus at least `pick.count` (weighted)
 * of `pick.from`; each weighted card of `extras.from` beyond `extras.baseline` is an extra.
 */
export interface YakuComposition {
  readonly required: readonly CardId[];
  readonly pick: { readonly count: number; readonly from: readonly CardId[] } | null;
  readonly extras: { readonly from: readonly CardId[]; readonly baseline: number } | null;
  /** Cards worth more than one in `pick`/`extras` (double chaff). */
  readonly weights: { readonly [C in CardId]?: number };
}

/**
 * Every pool the Sake Cup may join under an option value: the reading a description (and the
 * AI's targets) use. Under "choose" it lists the cup in both pools: it may serve as either.
 */
export function sakeCupRoleOf(mode: SakeCupMode): SakeCupRole {
  return { animal: true, chaff: mode !== 'animal-only' };
}

/**
 * The composition of a pile yaku under a rule set, or null when it cannot form (Cards of the
 * Month without a month). `role` defaults to what the Sake Cup option allows (sakeCupRoleOf).
 * This is the one definition of each yaku's cards: the fast scorer and the AI's targets are
 * derived from it.
 */
export function yakuComposition(id: PileYakuId, rules: RuleSet, month?: Month, role?: SakeCupRole): YakuComposition | null {
  return compose(id, rules.options, month, role ?? sakeCupRoleOf(rules.options.sakeCup));
}

function compose(id: PileYakuId, options: RuleOptions, month: Month | undefined, role: SakeCupRole): YakuComposition | null {
  const none = { required: [], pick: null, extras: null, weights: {} };
  const animals = role.animal ? ANIMALS : ANIMALS.filter((c) => c !== SAKE_CUP);
  const chaff = role.chaff ? [...CHAFF, SAKE_CUP] : CHAFF;
  switch (id) {
    case 'goko':
      return { ...none, required: BRIGHTS };
    case 'shiko':
      return { ...none, required: DRY_BRIGHTS };
    case 'ame-shiko':
      return { ...none, required: [RAIN_MAN], pick: { count: 3, from: DRY_BRIGHTS } };
    case 'sanko':
      return { ...none, pick: { count: 3, from: options.sankoCountsRainMan ? BRIGHTS : DRY_BRIGHTS } };
    case 'inoshikacho':
      return { ...none, required: BOAR_DEER_BUTTERFLIES, extras: { from: animals, baseline: 3 } };
    case 'tane':
      return { ...none, pick: { count: 5, from: animals }, extras: { from: animals, baseline: 5 } };
    case 'akatan-aotan':
      return { ...none, required: [...POETRY_RIBBONS, ...BLUE_RIBBONS], extras: { from: RIBBONS, baseline: 6 } };
    case 'akatan':
      return { ...none, required: POETRY_RIBBONS, extras: { from: RIBBONS, baseline: 3 } };
    case 'aotan':
      return { ...none, required: BLUE_RIBBONS, extras: { from: RIBBONS, baseline: 3 } };
    case 'tanzaku':
      return { ...none, pick: { count: 5, from: RIBBONS }, extras: { from: RIBBONS, baseline: 5 } };
    case 'hanami-zake':
      return { ...none, required: ['cherry-curtain', SAKE_CUP] };
    case 'tsukimi-zake':
      return { ...none, required: ['pampas-moon', SAKE_CUP] };
    case 'tsukifuda':
      return month === undefined ? null : { ...none, required: cardsOfMonth(month).map((c) => c.id) };
    case 'kasu': {
      const weights: { [C in CardId]?: number } = {};
      for (const card of options.doubleChaff) if (chaff.includes(card)) weights[card] = 2;
      return { ...none, pick: { count: 10, from: chaff }, extras: { from: chaff, baseline: 10 }, weights };
    }
  }
}

// ---------------------------------------------------------------------------------------
// Judging a pile
// ---------------------------------------------------------------------------------------

/** A yaku present in a pile, with its value under the rule set. */
export interface FormedYaku {
  readonly id: PileYakuId;
  /** The pile's cards that make it (required, picked and extra cards), in deck order. */
  readonly cards: readonly CardId[];
  /** Points before extras (the viewing value after one's own koi-koi, where that applies). */
  readonly basePoints: number;
  readonly extraPerCard: number;
  /** Cards (double chaff counting two) beyond the minimum that earned `extraPerCard` each. */
  readonly extraCount: number;
  /** The specific extra cards, where they are well defined (beyond a fixed set of cards). */
  readonly extraCards: readonly CardId[];
  readonly points: number;
  /** Why `basePoints` differs from the table's value, if it does. */
  readonly valueNote: 'after-own-koikoi' | null;
}

const OWNERS = ['self', 'opponent'] as const;
export type Owner = (typeof OWNERS)[number];

export interface ScoringYaku extends FormedYaku {
  readonly owner: Owner;
}

export interface ScoringBonus {
  readonly id: BonusId;
  readonly owner: Owner;
  readonly points: number;
  /** The yaku whose combination earns the bonus. */
  readonly because: readonly PileYakuId[];
}

export const DROP_REASONS = [
  'included-in',
  'worth-less',
  'not-played',
  'viewing-off',
  'needs-other-yaku',
  'rained-off',
  'fogged-out',
  'best-only',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** A yaku (or bonus) the pile holds that does not score, and why. */
export interface DroppedYaku {
  readonly id: ScoreItemId;
  readonly owner: Owner;
  readonly reason: DropReason;
  /** The yaku that won the group, or the best yaku under best-only. */
  readonly by: ScoreItemId | null;
  /** What it would have been worth (0 when it is not played at all). */
  readonly points: number;
  /** What `by` is worth (null without `by`). */
  readonly byPoints: number | null;
  /** `worth-less`: the exclusive group the two yaku share. */
  readonly group: ExclusiveGroup | null;
  /**
   * `not-played`: whether it is the modern ribbon pair under classic style (where the two
   * ribbon yaku score separately instead). The words live in src/words/score.ts.
   */
  readonly classicPair: boolean;
}

export interface SakeCupUse {
  readonly owner: Owner;
  readonly mode: SakeCupMode;
  readonly countedAs: 'animal' | 'chaff' | 'animal-and-chaff';
}

/**
 * `lightningYakuWild: any-card`: what the Lightning in a pile stood for. `standsFor` is null
 * when it stayed a willow chaff (nothing scored higher). `points` is the side's points with the
 * Lightning standing in, `pointsAsItself` without; `alsoBest` are the other missing cards that
 * score as high, after `standsFor` in deck order (the tie rule chose the first).
 */
export interface LightningWildUse {
  readonly owner: Owner;
  readonly standsFor: CardId | null;
  readonly points: number;
  readonly pointsAsItself: number;
  readonly alsoBest: readonly CardId[];
}

export interface YakuEvaluation {
  /** Scoring yaku: the player's own first, then (both-players) the opponent's. */
  readonly yaku: readonly ScoringYaku[];
  readonly bonuses: readonly ScoringBonus[];
  readonly dropped: readonly DroppedYaku[];
  /** How the Sake Cup was counted, for each pile holding it. */
  readonly sakeCup: readonly SakeCupUse[];
  /**
   * Under `lightningYakuWild: any-card`, for each pile holding the Lightning, what it stood for
   * (a yaku's `cards` then include that card although the pile does not hold it).
   */
  readonly lightning: readonly LightningWildUse[];
  /** Sum of every scoring yaku and bonus. */
  readonly points: number;
}

const byDeckOrder = (a: CardId, b: CardId) => getCard(a).index - getCard(b).index;

function weightedCount(cards: readonly CardId[], pile: ReadonlySet<CardId>, weights: YakuComposition['weights']): number {
  let n = 0;
  for (const card of cards) if (pile.has(card)) n += weights[card] ?? 1;
  return n;
}

/** Whether the pile holds the composition, and if so the cards and extra count. */
export function matchComposition(
  composition: YakuComposition,
  pile: ReadonlySet<CardId>,
): { readonly cards: readonly CardId[]; readonly extraCount: number; readonly extraCards: readonly CardId[] } | null {
  if (!composition.required.every((card) => pile.has(card))) return null;
  const { pick, extras, weights } = composition;
  if (pick && weightedCount(pick.from, pile, weights) < pick.count) return null;
  const cards = new Set<CardId>(composition.required);
  for (const card of pick?.from ?? []) if (pile.has(card)) cards.add(card);
  let extraCount = 0;
  let extraCards: CardId[] = [];
  if (extras) {
    const present = extras.from.filter((card) => pile.has(card));
    for (const card of present) cards.add(card);
    extraCount = Math.max(0, weightedCount(extras.from, pile, weights) - extras.baseline);
    // Extras are specific cards only when the minimum is a fixed set of cards.
    if (!pick) extraCards = present.filter((card) => !composition.required.includes(card));
  }
  return { cards: [...cards].sort(byDeckOrder), extraCount, extraCards };
}

function valueOf(
  id: PileYakuId,
  table: RuleOptions['yakuPoints'],
  options: RuleOptions,
  ownCalls: number,
): { value: YakuValue | null; note: FormedYaku['valueNote'] } {
  const value = table[id];
  const isViewing = id === 'hanami-zake' || id === 'tsukimi-zake';
  if (value && isViewing && options.viewingAfterKoikoi !== null && ownCalls > 0) {
    return { value: { points: options.viewingAfterKoikoi, extra: 0 }, note: 'after-own-koikoi' };
  }
  return { value, note: null };
}

interface SideInput {
  readonly pile: ReadonlySet<CardId>;
  readonly owner: Owner;
  /** Koi-koi calls made by the player whose pile this is. */
  readonly ownCalls: number;
}

interface SideResult {
  readonly yaku: ScoringYaku[];
  readonly bonuses: ScoringBonus[];
  readonly dropped: DroppedYaku[];
  readonly points: number;
  readonly sakeCup: SakeCupUse | null;
}

/** The two viewing yaku (Flower-Viewing and Moon-Viewing Sake), which `viewing` governs. */
function isViewingYaku(id: YakuId): boolean {
  return id === 'hanami-zake' || id === 'tsukimi-zake';
}

/**
 * Whether a rule set plays a yaku at all: it has a value (not off), and a viewing yaku is not
 * switched off by `viewing: off`. The one answer for the reference pages, the score keeper's
 * form, the lessons and the AI's targets. (Whether it scores in a given pile is `evaluateYaku`.)
 */
export function isYakuPlayed(id: YakuId, options: Pick<RuleOptions, 'yakuPoints' | 'viewing'>): boolean {
  if (options.yakuPoints[id] === null) return false;
  return !(isViewingYaku(id) && options.viewing === 'off');
}

function judgeSide(side: SideInput, options: RuleOptions, ctx: ScoreContext, role: SakeCupRole): SideResult {
  const { pile, owner } = side;
  const dropped: DroppedYaku[] = [];
  const drop = (
    id: ScoreItemId,
    reason: DropReason,
    points: number,
    more: { readonly by?: ScoringYaku | ScoringBonus; readonly group?: ExclusiveGroup; readonly classicPair?: boolean } = {},
  ) =>
    dropped.push({
      id,
      owner,
      reason,
      by: more.by?.id ?? null,
      points,
      byPoints: more.by?.points ?? null,
      group: more.group ?? null,
      classicPair: more.classicPair ?? false,
    });

  // 1. Every yaku the pile holds.
  let formed: ScoringYaku[] = [];
  for (const id of PILE_YAKU_IDS) {
    const composition = compose(id, options, ctx.month, role);
    const match = composition && matchComposition(composition, pile);
    if (!match) continue;
    const { value, note } = valueOf(id, options.yakuPoints, options, side.ownCalls);
    if (!value) {
      drop(id, 'not-played', 0, { classicPair: id === 'akatan-aotan' && options.yakuStyle === 'classic' });
      continue;
    }
    const extraCount = value.extra > 0 ? match.extraCount : 0;
    formed.push({
      id,
      owner,
      cards: match.cards,
      basePoints: value.points,
      extraPerCard: value.extra,
      extraCount,
      extraCards: extraCount > 0 ? match.extraCards : [],
      points: value.points + value.extra * extraCount,
      valueNote: note,
    });
  }

  // 2. Viewing yaku rules (before the groups: viewing yaku belong to no group).
  const viewingBlocked = (id: PileYakuId): DropReason | null => {
    switch (options.viewing) {
      case 'on':
        return null;
      case 'off':
        return 'viewing-off';
      case 'needs-other-yaku':
        return formed.some((y) => !isViewingYaku(y.id)) ? null : 'needs-other-yaku';
      case 'weather': {
        const field = ctx.field ?? [];
        if (id === 'hanami-zake' && field.some((c) => getCard(c).month === 11)) return 'rained-off';
        if (id === 'tsukimi-zake' && field.some((c) => getCard(c).month === 12)) return 'fogged-out';
        return null;
      }
    }
  };
  formed = formed.filter((y) => {
    if (!isViewingYaku(y.id)) return true;
    const blocked = viewingBlocked(y.id);
    if (blocked) drop(y.id, blocked, y.points);
    return !blocked;
  });

  // 3. Exclusive groups: only the most valuable yaku of a group scores (ties: the bigger yaku,
  //    which comes first in the yaku order).
  const style = options.yakuStyle;
  const winners = new Map<ExclusiveGroup, ScoringYaku>();
  for (const y of formed) {
    const group = YAKU_DEFINITIONS[y.id].group[style];
    if (!group) continue;
    const best = winners.get(group);
    if (!best || y.points > best.points) winners.set(group, y);
  }
  formed = formed.filter((y) => {
    const group = YAKU_DEFINITIONS[y.id].group[style];
    const winner = group && winners.get(group);
    if (!group || !winner || winner === y) return true;
    if (INCLUDES[winner.id]?.includes(y.id)) drop(y.id, 'included-in', y.points, { by: winner });
    else drop(y.id, 'worth-less', y.points, { by: winner, group });
    return false;
  });

  // 4. Bonuses for combinations of scoring yaku.
  const bonuses: ScoringBonus[] = [];
  const scores = (id: PileYakuId) => formed.some((y) => y.id === id);
  if (options.bonusBothViewings > 0 && scores('hanami-zake') && scores('tsukimi-zake')) {
    bonuses.push({ id: 'bonus-both-viewings', owner, points: options.bonusBothViewings, because: ['hanami-zake', 'tsukimi-zake'] });
  }
  // Classic style only: in modern style the pair is the akatan-aotan yaku itself.
  if (options.bonusBothRibbons > 0 && style === 'classic' && scores('akatan') && scores('aotan')) {
    bonuses.push({ id: 'bonus-both-ribbons', owner, points: options.bonusBothRibbons, because: ['akatan', 'aotan'] });
  }

  // 5. Best-only counting keeps the single most valuable item (first in order on a tie).
  let yaku = formed;
  let kept = bonuses;
  if (options.yakuCounting === 'best-only') {
    const items: (ScoringYaku | ScoringBonus)[] = [...formed, ...bonuses];
    const best = items.reduce<ScoringYaku | ScoringBonus | null>((b, item) => (!b || item.points > b.points ? item : b), null);
    if (best) {
      for (const item of items) {
        if (item === best) continue;
        drop(item.id, 'best-only', item.points, { by: best });
      }
      yaku = formed.filter((y) => y === best);
      kept = bonuses.filter((b) => b === best);
    }
  }

  const points = yaku.reduce((s, y) => s + y.points, 0) + kept.reduce((s, b) => s + b.points, 0);
  const sakeCup: SakeCupUse | null = pile.has(SAKE_CUP)
    ? {
        owner,
        mode: options.sakeCup,
        countedAs: role.animal && role.chaff ? 'animal-and-chaff' : role.chaff ? 'chaff' : 'animal',
      }
    : null;
  return { yaku, bonuses: kept, dropped, points, sakeCup };
}

/**
 * The ways the Sake Cup may be read under an option value, the preferred one first: a pile is
 * judged under each and the best reading scores.
 */
export function sakeCupReadings(mode: SakeCupMode): readonly SakeCupRole[] {
  switch (mode) {
    case 'both':
      return [{ animal: true, chaff: true }];
    case 'animal-only':
      return [{ animal: true, chaff: false }];
    case 'choose':
      return [
        { animal: true, chaff: false },
        { animal: false, chaff: true },
      ];
  }
}

function judgeBestReading(side: SideInput, options: RuleOptions, ctx: ScoreContext): SideResult {
  let best: SideResult | null = null;
  for (const role of sakeCupReadings(options.sakeCup)) {
    const result = judgeSide(side, options, ctx, role);
    // Multipliers only grow with the base, so the better base is the better score.
    if (!best || result.points > best.points) best = result;
  }
  return best!;
}

const LIGHTNING_CARD: CardId = 'willow-lightning';

/**
 * The one rule of `lightningYakuWild` (src/engine/README.md, Options): the Lightning in a pile
 * may stand for any one card the pile lacks, whichever gives the highest points; standing in,
 * it is no longer a chaff. On a tie it stays itself if that scores as high, otherwise it
 * stands for the first of the best cards in deck order.
 */
function judgeWithLightning(side: SideInput, options: RuleOptions, ctx: ScoreContext): { result: SideResult; lightning: LightningWildUse | null } {
  const asItself = judgeBestReading(side, options, ctx);
  if (options.lightningYakuWild !== 'any-card' || !side.pile.has(LIGHTNING_CARD)) return { result: asItself, lightning: null };
  let best = asItself;
  let standsFor: CardId | null = null;
  const alsoBest: CardId[] = [];
  for (const card of CARDS) {
    if (side.pile.has(card.id)) continue;
    const pile = new Set(side.pile);
    pile.delete(LIGHTNING_CARD);
    pile.add(card.id);
    const result = judgeBestReading({ ...side, pile }, options, ctx);
    if (result.points > best.points) {
      best = result;
      standsFor = card.id;
      alsoBest.length = 0;
    } else if (standsFor !== null && result.points === best.points) {
      alsoBest.push(card.id);
    }
  }
  return {
    result: best,
    lightning: { owner: side.owner, standsFor, points: best.points, pointsAsItself: asItself.points, alsoBest },
  };
}

/**
 * Judges a captured pile: the yaku that score (after viewing rules, exclusive groups and
 * yaku counting), the bonuses, and every yaku held that does not score, with the reason.
 *
 * Under `yakuCounting: both-players` each other player's pile (`ctx.othersCaptured`, one empty
 * pile if not given) is judged by the same rules from that player's side — their own koi-koi
 * calls decide their viewing value — and its yaku are added with `owner: 'opponent'`.
 */
export function evaluateYaku(captured: readonly CardId[], ctx: ScoreContext, rules: RuleSet): YakuEvaluation {
  const options = rules.options;
  const calls = ctx.calls ?? [];
  const own = judgeWithLightning(
    { pile: new Set(captured), owner: 'self', ownCalls: calls.filter((c) => c === 'self').length },
    options,
    ctx,
  );
  const judged = [own];
  if (options.yakuCounting === 'both-players') {
    const others = ctx.othersCaptured ?? [];
    // Every other player's pile; with none given, an empty one (as before: nothing added).
    for (let i = 0; i < Math.max(1, others.length); i++) {
      judged.push(
        judgeWithLightning(
          {
            pile: new Set(others[i] ?? []),
            owner: 'opponent',
            ownCalls: ctx.othersCalls?.[i] ?? calls.filter((c) => c === 'opponent').length,
          },
          options,
          ctx,
        ),
      );
    }
  }
  const sides = judged.map((j) => j.result);
  return {
    yaku: sides.flatMap((s) => s.yaku),
    bonuses: sides.flatMap((s) => s.bonuses),
    dropped: sides.flatMap((s) => s.dropped),
    sakeCup: sides.flatMap((s) => (s.sakeCup ? [s.sakeCup] : [])),
    lightning: judged.flatMap((j) => (j.lightning ? [j.lightning] : [])),
    points: sides.reduce((sum, s) => sum + s.points, 0),
  };
}

/** The player's own scoring items as `{ id: points }` (the shape of conformance `expect.yaku`). */
export function scoringPointsById(evaluation: Pick<YakuEvaluation, 'yaku' | 'bonuses'>, owner: Owner = 'self'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of [...evaluation.yaku, ...evaluation.bonuses]) {
    if (item.owner === owner) out[item.id] = item.points;
  }
  return out;
}

/**
 * Yaku ids (and bonuses) that are new or worth more in `after` than in `before`: what offers
 * the koi-koi decision. Honours `koikoiNeedsNewYaku` (only new ids count) and
 * `viewingCountsForDecision` (viewing yaku alone do not count).
 */
export function newOrImprovedYaku(
  before: Pick<YakuEvaluation, 'yaku' | 'bonuses'>,
  after: Pick<YakuEvaluation, 'yaku' | 'bonuses'>,
  rules: RuleSet,
): ScoreItemId[] {
  const options = rules.options;
  const was = scoringPointsById(before);
  const now = scoringPointsById(after);
  const out: ScoreItemId[] = [];
  for (const [id, points] of Object.entries(now)) {
    const isNew = !(id in was);
    const improved = !isNew && points > (was[id] ?? 0);
    if (!isNew && (!improved || options.koikoiNeedsNewYaku)) continue;
    if (!options.viewingCountsForDecision && (id === 'hanami-zake' || id === 'tsukimi-zake' || id === 'bonus-both-viewings')) {
      continue;
    }
    out.push(id as ScoreItemId);
  }
  return out;
}
