/**
 * The round models (how far one round moves the score, measured per preset and seat count),
 * how a rule set picks one, and the shape of a game context. A leaf: it imports only the rule
 * options and presets, so the modules that compute with a context (game-context.ts, the
 * three-seat chance in game-context-three.ts, round-gains.ts, the parser in
 * game-context-parse.ts) all import it rather than each other; they used to import these types
 * from game-context.ts, which imports them back, an import circle.
 */
import { OPTION_IDS, type RuleOptions } from '../rules/options';
import { PRESETS, PRESET_IDS, type PresetId } from '../rules/presets';

/** How far one round moves the score under a rule set (measured: scripts/round-spread.ts). */
export interface RoundModel {
  /** Standard deviation of one round's point difference between the players. */
  readonly spread: number;
  /** Share of rounds in which nobody gains a point. */
  readonly noScore: number;
  /** Mean points gained by the side that scores, over the rounds someone scores. */
  readonly gain: number;
}

/**
 * Measured per preset by `npx tsx scripts/round-spread.ts --rounds 40000` (simulator self-play
 * of the expert's playout policy, 40,000 rounds per preset over the months of a game, seed 1):
 *
 *   preset             no-score  sd(diff)  gain mean  gain sd  gain p10/25/50/75/90/99
 *   fudawiki              2.7%     10.93       7.74     7.93  1/2/5/14/20/32
 *   nintendo              0.0%      8.51       5.71     6.30  1/1/3/6/16/26
 *   beginners-guide       2.5%      9.64       6.58     7.21  1/1/5/6/20/30
 *   full-instructions     0.0%     13.57      10.30     8.83  1/5/6/20/22/34
 *   koikoi-japan          0.0%      9.93       3.68     3.33  1/1/2/5/9/14   (zero-sum: the difference is twice the gain)
 *
 * The arena's 12-round games between the levels under fudawiki gave ≈ 11 a round too. The gain
 * is modelled as 1 + geometric with the measured mean; its standard deviation then comes out
 * at 7.4 / 5.2 / 6.9 / 10.1 / 3.2 against the 7.9 / 6.3 / 7.2 / 8.8 / 3.3 measured: close
 * enough for a chance of winning. A custom rule set takes the figures of the preset it
 * differs least from (`roundModelFor`): overrides rarely change how much a round is worth by
 * more than the presets differ among themselves.
 */
export const ROUND_MODELS: Readonly<Record<PresetId, RoundModel>> = {
  fudawiki: { spread: 10.9, noScore: 0.027, gain: 7.74 },
  nintendo: { spread: 8.5, noScore: 0, gain: 5.71 },
  'beginners-guide': { spread: 9.6, noScore: 0.025, gain: 6.58 },
  'full-instructions': { spread: 13.6, noScore: 0, gain: 10.3 },
  'koikoi-japan': { spread: 9.9, noScore: 0, gain: 3.68 },
};

/**
 * With three players, measured per preset with `players: 3` by `npx tsx scripts/round-spread.ts
 * --players 3 --rounds 40000` (simulator self-play of the playout policy in every seat, the
 * dealer going round the seats, seed 1). A round scores for one seat at most (only the winner
 * scores: no round of the 200,000 had two seats gaining); `gain` is what the scorer gains under
 * plain scoring, or under zero-sum what each other seat pays it (it gains twice that); `spread`
 * is the standard deviation of a seat's points minus the mean of the others' (the scale
 * `winChance` reads with three):
 *
 *   preset             no-score  sd(diff)  gain mean  gain sd  gain p10/25/50/75/90/99
 *   fudawiki              1.7%      7.01       6.87     7.29  1/2/5/6/18/32
 *   nintendo              0.0%      5.31       4.97     5.68  1/1/2/6/14/24
 *   beginners-guide       2.4%      6.20       5.90     6.57  1/1/5/6/16/30
 *   full-instructions     2.3%      8.42       8.90     8.01  1/5/5/14/22/32
 *   koikoi-japan          0.0%      9.01       3.14     2.88  1/1/2/5/7/13   (zero-sum: what each other seat pays)
 *
 * A round of three is worth a little less to its winner than a round of two (hands of 7, and
 * two others to race) and is won a third of the time rather than half. The model's 1 +
 * geometric gain has a narrower spread of gains than measured (sd 6.4 / 4.4 / 5.4 / 8.4 / 2.6
 * against 7.3 / 5.7 / 6.6 / 8.0 / 2.9), so its spread per round comes out 2–11 % off the
 * measured one (6.6 / 4.7 / 5.6 / 8.6 / 8.6), as for two: close enough for a chance of winning.
 * See game-context-three.ts.
 */
export const ROUND_MODELS_THREE: Readonly<Record<PresetId, RoundModel>> = {
  fudawiki: { spread: 7.0, noScore: 0.017, gain: 6.87 },
  nintendo: { spread: 5.3, noScore: 0, gain: 4.97 },
  'beginners-guide': { spread: 6.2, noScore: 0.024, gain: 5.9 },
  'full-instructions': { spread: 8.4, noScore: 0.023, gain: 8.9 },
  'koikoi-japan': { spread: 9.0, noScore: 0, gain: 3.14 },
};

export interface GameContext {
  /** This player's total minus the opponent's, before the round in play. */
  readonly lead: number;
  /** Rounds still to be played after the one in play; null: no limit (the game ends at the target). */
  readonly roundsAfter: number | null;
  /** This player's and the opponent's totals before the round in play (default: read from `lead`). */
  readonly own?: number;
  readonly opponent?: number;
  /** The total that ends the game at once (null or absent: none). */
  readonly target?: number | null;
  /** Whether the loser of a round loses what the winner gains (`zeroSum`). */
  readonly zeroSum?: boolean;
  /**
   * With three players: each other seat's total before the round in play, in turn order from
   * the player (`othersOf`); absent with two. `opponent` is then the higher of them, `lead` the
   * player's total minus it.
   */
  readonly others?: readonly [number, number];
  /** How far a round moves the score (default: the default rules'; with three, the three-seat figures). */
  readonly model?: RoundModel;
  /**
   * What winning the game is worth in points for the expert's utility: one over the slope of
   * the win chance at the start of an even game of this shape, so that a point early in the
   * game is worth about a point (default: the 12-round default game's).
   */
  readonly worth?: number;
}

/** Option ids that do not change what a round is worth (the game's shape, who deals first). */
const NOT_ROUND_OPTIONS = new Set(['rounds', 'targetScore', 'firstDealer']);
/** With three players the seat count picks the table, and the hand size follows from it (always 7). */
const NOT_ROUND_OPTIONS_THREE = new Set([...NOT_ROUND_OPTIONS, 'players', 'handSize']);
const modelCache = new WeakMap<object, RoundModel>();

/**
 * The round model of a rule set: the measured one of its preset (for its seat count), or for a
 * custom rule set the one of the preset whose options differ from it in the fewest round
 * options (the first in preset order on a tie).
 */
export function roundModelFor(options: Partial<RuleOptions>): RoundModel {
  const cached = modelCache.get(options);
  if (cached) return cached;
  const three = options.players === 3;
  const ignored = three ? NOT_ROUND_OPTIONS_THREE : NOT_ROUND_OPTIONS;
  let best: PresetId = PRESET_IDS[0];
  let fewest = Infinity;
  for (const id of PRESET_IDS) {
    const preset = PRESETS[id].options as unknown as Record<string, unknown>;
    let differ = 0;
    for (const key of OPTION_IDS) {
      if (ignored.has(key) || !(key in options)) continue;
      if (JSON.stringify((options as Record<string, unknown>)[key]) !== JSON.stringify(preset[key])) differ++;
    }
    if (differ < fewest) {
      fewest = differ;
      best = id;
    }
  }
  const model = (three ? ROUND_MODELS_THREE : ROUND_MODELS)[best];
  modelCache.set(options, model);
  return model;
}
