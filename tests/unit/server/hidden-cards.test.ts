/**
 * Nothing hidden leaves the server: every message sent to every client over several seeded
 * games (two and three players) is checked against the true state at the step it describes
 * (rebuilt from the room's record). No card in another seat's hand that the seat has not seen
 * face up, and no card still in the pile, appears anywhere in it; the unseen cards come as a set
 * in deck order (telling nothing of where each is); the game's secret (until the game is over)
 * and other seats' tokens never appear; a room still waiting shows no card at all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RoomModel } from '../../../src/server/rooms/room-model';
import type { RoomRecord } from '../../../src/server/rooms/record';
import { CARD_IDS, isCardId, type CardId } from '../../../src/engine/cards';
import { othersOf, type Seat } from '../../../src/engine/round/seats';
import { createRoom, joinRoom, playOut, startServer, type Player, type TestServer } from './room-helpers';
import { countingSecrets } from './secrets';
import type { SeatView } from '../../../src/server/rooms/room-model';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.rooms.close();
  server = null;
});

/** Every string anywhere in a value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/**
 * How many of the record's steps a view of `seat` with `steps` stands after: the seat's count
 * leaves out another seat's choice to play on with a lucky hand, which changes nothing it sees
 * (the latest such step is taken).
 */
function recordSteps(record: RoomRecord, steps: number, seat: Seat): number {
  let seen = 0;
  let at = 0;
  for (let k = 0; k < record.steps.length; k++) {
    const s = record.steps[k]!;
    const hidden = 'seat' in s && s.seat !== seat && s.action.type === 'luckyHand' && s.action.choice === 'play';
    if (!hidden) seen += 1;
    if (seen <= steps) at = k + 1;
  }
  return at;
}

/** The cards `seat` must not learn at `steps` steps into the game of `record`. */
function hiddenFrom(record: RoomRecord, steps: number, seat: Seat): Set<CardId> {
  const replayed = RoomModel.restore({ ...record, steps: record.steps.slice(0, recordSteps(record, steps, seat)) });
  if (!replayed.ok) throw new Error('record does not replay');
  const round = replayed.value.state!.current;
  const hidden = new Set<CardId>(round.pile.slice(round.pileTop));
  if (round.phase !== 'ended') {
    for (const q of othersOf(seat, replayed.value.players)) {
      const faceUp = new Set(round.log.flatMap((e) => (e.type === 'draw-to-hand' && e.player === q && e.faceUp ? [e.card] : [])));
      for (const c of round.hands[q]) if (!faceUp.has(c)) hidden.add(c);
    }
  }
  return hidden;
}

function check(record: RoomRecord, player: Player, tokens: readonly string[]): number {
  let checked = 0;
  for (const m of player.messages) {
    // The game's secret is sent only once the game is over (for each seat's review): every deal
    // of the game follows from it.
    const over = m.type === 'view' && (m.payload as SeatView).status === 'finished';
    const text = JSON.stringify(over ? { ...(m.payload as SeatView), finished: null } : m.payload);
    if (record.deal && 'secret' in record.deal) expect(text).not.toContain(record.deal.secret);
    expect(text).not.toMatch(/"secret"|"seed"/);
    if (m.type === 'view' && !over) expect((m.payload as SeatView).finished).toBeNull();
    for (const t of tokens) if (t !== player.token) expect(text).not.toContain(t);
    if (m.type !== 'view') continue;
    const v = m.payload as SeatView;
    if (v.status === 'waiting') {
      // Nothing is dealt while seats are free: not one card, not a phase.
      expect(strings(v).filter(isCardId)).toEqual([]);
      expect(v.view).toBeNull();
      continue;
    }
    const unseen = v.view.unseen;
    expect(unseen).toEqual(CARD_IDS.filter((c) => unseen.includes(c))); // deck order: a set, not the pile's order
    // Finished rounds (and a finished game's steps) are all shown at their end: their cards (ids shared with today's round) are not checked here.
    // The draw for the first dealer is made face up from its own shuffled deck, not the deal's.
    const { history: _history, finished: _finished, firstDealer: _firstDealer, ...rest } = v;
    const shown = strings({ ...rest, view: { ...v.view, unseen: [] } }).filter(isCardId);
    const hidden = hiddenFrom(record, v.steps, v.you);
    expect(shown.filter((c) => hidden.has(c)), `step ${v.steps}, seat ${v.you}`).toEqual([]);
    if (hidden.size > 0) checked += 1;
  }
  return checked;
}

describe('hidden cards', () => {
  it('no message to any client holds another seat\'s hidden card or the pile', async () => {
    server = await startServer({ settings: { bucket: { burst: 10_000, perSecond: 10_000 }, secret: countingSecrets(100) } });
    let checked = 0;
    for (const [rules, seed] of [
      ['fudawiki_rounds.2', 1],
      ['nintendo_rounds.2', 2],
      ['fudawiki_players.3_rounds.2', 3],
      ['koikoi-japan_players.3_rounds.1', 4],
      // Lucky hands their holders may redeal (or play on, which nobody else is told of).
      ['fudawiki_teyaku.holder-may-redeal_rounds.3', 5],
    ] as const) {
      const ann = await createRoom(server, rules);
      const id = ann.room.roomId;
      const others = [await joinRoom(server, id, { name: 'Ben' })];
      if (rules.includes('players.3')) others.push(await joinRoom(server, id, { name: 'Cy' }));
      const players = [ann, ...others];
      await playOut(players, seed, (v) => v.status === 'finished');
      const record = server.room(id).roomModel.record();
      const tokens = players.map((p) => p.token!);
      for (const p of players) checked += check(record, p, tokens);
    }
    expect(checked).toBeGreaterThan(300);
  });
});
