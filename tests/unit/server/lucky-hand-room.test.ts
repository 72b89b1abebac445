/**
 * A lucky hand its holder may redeal (teyaku: holder-may-redeal), on a real room server: the
 * other seat is never told that a decision is pending nor whose, and when the holder plays on,
 * the other seat is sent nothing at all (no message, no step counted), so not even the timing
 * tells. A redeal is public when it is made.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createKeyedGame } from '../../../src/engine/round/keyed-game';
import { decodeRuleSet } from '../../../src/engine/rules/rule-code';
import { createRoom, joinRoom, startServer, type Player, type TestServer } from './room-helpers';
import { testSecret } from './secrets';

const RULES = 'fudawiki_teyaku.holder-may-redeal_rounds.1';

/** A secret whose first deal gives a lucky hand to the seat that is not the dealer (the dealer moves first). */
function luckySecret(): string {
  const rules = decodeRuleSet(RULES);
  if (!rules.ok) throw new Error('rules');
  for (let n = 0; n < 20_000; n++) {
    const g = createKeyedGame({ rules: rules.value, secret: testSecret(n) });
    if (g.current.phase === 'lucky-hand' && g.current.toMove !== g.current.dealer) return testSecret(n);
  }
  throw new Error('no such secret in 20,000');
}

let server: TestServer | null = null;
afterEach(async () => {
  await server?.rooms.close();
  server = null;
});

async function luckyRoom(): Promise<{ h: Player; other: Player; dealer: number; id: string }> {
  const ann = await createRoom(server!, RULES);
  const id = ann.room.roomId;
  const ben = await joinRoom(server!, id, { name: 'Ben' });
  const state = server!.room(id).roomModel.state!;
  const [h, other] = state.current.toMove === 0 ? [ann, ben] : [ben, ann];
  await h.until((p) => p.lastView?.view?.phase === 'lucky-hand', 'the holder asked');
  await other.until((p) => p.lastView?.status === 'playing', 'the other seated at the game');
  return { h, other, dealer: state.current.dealer, id };
}

describe('a lucky hand in a room', () => {
  it('is never shown to the other seat, which is sent nothing when the holder plays on', async () => {
    const secret = luckySecret();
    server = await startServer({ settings: { bucket: { burst: 1000, perSecond: 1000 }, secret: () => secret } });
    const { h, other, dealer } = await luckyRoom();
    const seen = other.lastView!;
    // The other seat (the dealer) sees its first turn, as if no lucky hand were held.
    expect(seen.view.phase).not.toBe('lucky-hand');
    expect(seen.view.toMove).toBe(dealer);
    expect(seen.you).toBe(dealer);
    expect(seen.legal.length).toBeGreaterThan(0);
    expect(seen.view.luckyHand).toBeNull();
    expect(JSON.stringify(other.views)).not.toContain('lucky-hand');

    const messages = other.messages.length;
    const steps = h.lastView!.steps;
    h.send('action', { type: 'luckyHand', choice: 'play' });
    await h.until((p) => p.lastView!.steps === steps + 1, 'the holder plays on');
    // A probe: its answer comes after anything the server sent this seat for the holder's choice
    // (one socket, in order; the holder's view is sent once that change is saved). Only the answer came.
    other.send('next-round');
    await other.until((p) => p.messages.length > messages, 'the probe answered');
    expect(other.messages.slice(messages)).toEqual([{ type: 'refused', payload: { code: 'round-in-progress' } }]);
    // The dealer's turn, exactly as it was shown.
    other.send('action', seen.legal[0]);
    await other.until((p) => p.lastView!.steps === seen.steps + 1, 'the dealer moves');
    expect(other.refusals).toEqual(['round-in-progress']);
  });

  it('holds the dealer’s move made while the holder decides, and plays it once the holder plays on', async () => {
    const secret = luckySecret();
    server = await startServer({ settings: { bucket: { burst: 1000, perSecond: 1000 }, secret: () => secret } });
    const { h, other } = await luckyRoom();
    const seen = other.lastView!;
    other.send('action', seen.legal[0]);
    // Its move is taken: nothing more to do, and nothing changed for the holder.
    await other.until((p) => p.lastView!.legal.length === 0, 'the move held');
    expect(other.lastView!.steps).toBe(seen.steps);
    expect(h.lastView!.view.phase).toBe('lucky-hand');
    h.send('action', { type: 'luckyHand', choice: 'play' });
    await other.until((p) => p.lastView!.steps === seen.steps + 1, 'the held move played');
    expect(other.lastView!.view.log.some((e) => e.type === 'play' && e.player === other.lastView!.you)).toBe(true);
    expect(other.refusals.concat(h.refusals)).toEqual([]);
  });
});
