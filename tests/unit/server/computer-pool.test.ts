/**
 * The computer seats' worker thread (computer-pool.ts): a room's computer moves are worked out
 * off the main thread, with the level's own choice, and a worker that is too slow or gone never
 * leaves a room waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ComputerPool } from '../../../src/server/rooms/computer-pool';
import { aiComputerMove } from '../../../src/server/rooms/computer-seat';
import { RoomModel, type ComputerTurn } from '../../../src/server/rooms/room-model';
import { testSecret } from './secrets';

function turnAt(level: 'beginner' | 'expert', secret: number): ComputerTurn {
  const made = RoomModel.create({ id: 'r', rules: 'fudawiki_players.3_rounds.1', secrets: () => testSecret(secret) });
  if (!made.ok) throw new Error('no room');
  const room = made.value;
  room.sit('Ann');
  room.sit('Ben');
  room.fillSeat(0, { seat: 2, level });
  // Play the people's moves until the computer is to move.
  for (let i = 0; i < 40 && room.computerTurn() === null; i++) {
    const seat = room.state!.current.toMove;
    const legal = room.viewFor(seat).legal ?? [];
    const { player: _p, ...payload } = legal[0] as Record<string, unknown>;
    room.act(seat as 0 | 1 | 2, payload);
  }
  const turn = room.computerTurn();
  if (turn === null) throw new Error('the computer never came to move');
  return turn;
}

let pool: ComputerPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the computer seats’ worker', () => {
  it('chooses in the worker what the level chooses in the thread that asks', async () => {
    pool = new ComputerPool();
    for (const [level, secret] of [['expert', 3], ['beginner', 4], ['expert', 9]] as const) {
      const turn = turnAt(level, secret);
      expect(await pool.choose(turn)).toEqual(aiComputerMove(turn));
    }
  });

  it('rejects a move that takes too long, then answers the next turn with a fresh worker', async () => {
    pool = new ComputerPool(1);
    const turn = turnAt('expert', 3);
    // 1 ms: the worker cannot even start in that time.
    await expect(pool.choose(turn)).rejects.toThrow('too long');
    await pool.close();
    pool = new ComputerPool();
    expect(await pool.choose(turn)).toEqual(aiComputerMove(turn));
  });
});
