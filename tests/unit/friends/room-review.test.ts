/**
 * The game a room's seat reviews, dealt again on the page from the finished-game message
 * (room-review.ts): the room model's very game, for two and three seats and across rounds;
 * nothing before the game is over; nothing when the steps lead elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { RoomModel, type SeatView } from '../../../src/server/rooms/room-model';
import { gameLegalActions } from '../../../src/engine/round/game';
import { bySeat, seatsOf } from '../../../src/engine/round/seats';
import { reviewGameOf } from '../../../src/features/friends/room-review';
import { testSecret } from '../server/secrets';

/** A room of `rules` played to its end by each mover's first legal action; `views` are seat 0's along the way. */
function playedRoom(rules: string, seed: number): { room: RoomModel; views: SeatView[] } {
  const made = RoomModel.create({ id: 'room', rules, secrets: () => testSecret(seed), now: 0 });
  if (!made.ok) throw new Error(made.error.code);
  const room = made.value;
  for (const name of ['Ann', 'Ben', 'Cy'].slice(0, room.players)) room.sit(name, 0);
  const views: SeatView[] = [];
  for (let guard = 0; room.state!.status !== 'finished'; guard++) {
    if (guard > 2000) throw new Error('the game does not end');
    const g = room.state!;
    if (g.status === 'round-over') for (const s of seatsOf(room.players)) room.ready(s, 0);
    else {
      const { player: _player, ...action } = gameLegalActions(g)[0]! as { player: number };
      const done = room.act(g.current.toMove, action, 0);
      if (!done.ok) throw new Error(done.error.code);
    }
    views.push(room.viewFor(0));
  }
  return { room, views };
}

describe("a room's finished game, dealt again for a seat's review", () => {
  it('is the server’s game, from every seat, two players over several rounds and three players', () => {
    for (const [rules, seed] of [['fudawiki_rounds.3', 7], ['fudawiki_players.3_rounds.2', 11]] as const) {
      const { room } = playedRoom(rules, seed);
      expect(room.state!.history.length).toBeGreaterThan(1);
      for (const seat of seatsOf(room.players)) expect(reviewGameOf(room.viewFor(seat))).toEqual(room.state);
    }
  });

  it('is nothing while the game is played, nor when the steps or the totals do not match the room', () => {
    const { room, views } = playedRoom('fudawiki_rounds.2', 3);
    expect(views.filter((v) => v.status !== 'finished').map(reviewGameOf).every((g) => g === null)).toBe(true);
    const done = room.viewFor(1);
    expect(reviewGameOf(done)).not.toBeNull();
    const steps = done.finished!.steps;
    // A step missing: the replay ends elsewhere (or cannot go on).
    expect(reviewGameOf({ ...done, finished: { ...done.finished!, steps: steps.slice(1) } })).toBeNull();
    // Another secret: another deal, which the steps do not fit.
    expect(reviewGameOf({ ...done, finished: { steps, secret: testSecret(999) } })).toBeNull();
    expect(reviewGameOf({ ...done, finished: { steps, secret: 'not-a-secret' } })).toBeNull();
    expect(reviewGameOf({ ...done, totals: bySeat(room.players, (p) => done.totals[p] + 1) })).toBeNull();
    expect(reviewGameOf({ ...done, rules: 'no-such-rules' })).toBeNull();
  });
});
