/**
 * The net points of a round for a player, from every seat's points in turn order from that
 * player (theirs first): what their total gained minus what the others' gained on average,
 * i.e. how far the round moved their lead over the table. With two players, their gain minus
 * the opponent's: under `zeroSum` the loser's total falls by what the winner's rises, so a
 * round won for n points is worth 2n (the scale `winChance` reads: it gives each side half of
 * it). With three, a round the player wins for n is worth n (3n under zeroSum, where each other
 * seat pays n), one another seat wins n/2 against them (3n/2 under zeroSum).
 *
 * A leaf read by the simulator (`simDiff`: a playout's net points) and by the game context
 * (`gameUtilityBySeat`: a playout's value is the game's utility of every seat's points, whose points
 * part is this; without a game context it is this alone).
 */
export function netPoints(points: readonly number[]): number {
  return points.length === 2 ? points[0]! - points[1]! : points[0]! - (points[1]! + points[2]!) / 2;
}
