/**
 * The table's narrator (src/features/table/narrator.ts, its words in log-words.ts): what a seat
 * learns between two moments, from its own views only, and how every mode says it. Games are the engine's own, played step by
 * step; the expectations are read off the round's record, not off the narrator.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../../src/engine/round';
import { applyStep, type GameStep } from '../../../src/engine/round/record';
import { gameLegalActions } from '../../../src/engine/round/game';
import { newsBetween, seatMoment } from '../../../src/features/table/narrator';
import { narrateNews } from '../../../src/features/table/log-words';
import { practiceSeats } from '../../../src/features/table/words';
import { shortName } from '../../../src/words/card-names';
import { rules } from '../play/helpers';

function step(game: GameState, s: GameStep): GameState {
  const next = applyStep(game, s);
  if (!next.ok) throw new Error(JSON.stringify(next.error));
  return next.value;
}

/** The first legal action of the seat to move (or the next round). */
function firstStep(game: GameState): GameStep {
  if (game.status === 'round-over') return { type: 'next-round' };
  return { seat: game.current.toMove, action: gameLegalActions(game)[0]! };
}

describe('the narrator', () => {
  const r = rules('fudawiki', { rounds: 2 });
  const seats = practiceSeats(2);

  it('takes a deal seen for the first time whole: its round and month, then its log', () => {
    const game = createGame({ rules: r, seed: 7 });
    const news = newsBetween(null, seatMoment(game, 0));
    expect(news.dealt).toBe(true);
    expect(news.entries).toEqual(seatMoment(game, 0).view.log);
    expect(narrateNews(news, seatMoment(game, 0), seats)).toMatch(/^Round 1, January\./);
  });

  it('gives a step in the same deal as the entries that step added, naming the card played', () => {
    const before = createGame({ rules: r, seed: 7 });
    const s = firstStep(before);
    const after = step(before, s);
    const news = newsBetween(seatMoment(before, 0), seatMoment(after, 0));
    expect(news.dealt).toBe(false);
    expect(news.entries.length).toBe(after.current.log.length - before.current.log.length);
    expect(news.entries[0]).toMatchObject({ type: 'play', player: before.current.toMove });
    expect(news.ended).toBeNull();
    if ('action' in s && s.action.type === 'play') expect(narrateNews(news, seatMoment(after, 0), seats)).toContain(shortName(s.action.card));
  });

  it('says the round that ended, once, and then the next deal as a new one', () => {
    let game = createGame({ rules: r, seed: 11 });
    while (game.status === 'playing') {
      const before = game;
      game = step(game, firstStep(game));
      const news = newsBetween(seatMoment(before, 0), seatMoment(game, 0));
      expect(news.ended).toBe(game.status === 'playing' ? null : game.current.result);
    }
    const ended = game;
    const next = step(ended, { type: 'next-round' });
    const news = newsBetween(seatMoment(ended, 0), seatMoment(next, 0));
    // A misdeal at the new deal is recorded (seed 11 deals one): it is the round that ended.
    const misdealt = next.history.length > ended.history.length;
    expect(misdealt).toBe(true);
    expect(news).toMatchObject({ dealt: true, ended: next.history.at(-1)!.result });
    expect(news.entries).toEqual(seatMoment(next, 0).view.log);
    expect(narrateNews(news, seatMoment(next, 0), seats)).toMatch(/^Misdeal[^]*Round 2, February\./);
    // Without one (seed 7), the new deal alone.
    let plain = createGame({ rules: r, seed: 7 });
    while (plain.status === 'playing') plain = step(plain, firstStep(plain));
    const plainNext = step(plain, { type: 'next-round' });
    expect(plainNext.history.length).toBe(plain.history.length);
    const plainNews = newsBetween(seatMoment(plain, 0), seatMoment(plainNext, 0));
    expect(plainNews).toMatchObject({ dealt: true, ended: null });
    expect(narrateNews(plainNews, seatMoment(plainNext, 0), seats)).toMatch(/^Round 2, February\./);
  });

  it('on a redeal says the misdeal first, then the new deal of the same round', () => {
    const lucky = rules('fudawiki', { teyaku: 'holder-may-redeal', rounds: 1 });
    let found = 0;
    for (let seed = 1; seed < 4000 && found < 3; seed++) {
      const game = createGame({ rules: lucky, seed });
      if (game.current.phase !== 'lucky-hand') continue;
      const holder = game.current.toMove;
      const after = step(game, { seat: holder, action: { type: 'luckyHand', choice: 'redeal' } });
      expect(after.history.at(-1)!.result.end).toBe('misdeal');
      for (const seat of [0, 1] as const) {
        const news = newsBetween(seatMoment(game, seat), seatMoment(after, seat));
        expect(news.dealt).toBe(true);
        expect(news.ended).toBe(after.history.at(-1)!.result);
        const said = narrateNews(news, seatMoment(after, seat), seats);
        expect(said.indexOf('Misdeal')).toBeGreaterThanOrEqual(0);
        expect(said.indexOf('Misdeal')).toBeLessThan(said.indexOf('Round 1, January.'));
      }
      found++;
    }
    expect(found).toBe(3);
  });

  it('says the game is over once', () => {
    let game = createGame({ rules: rules('fudawiki', { rounds: 1 }), seed: 3 });
    let finished = 0;
    while (game.status !== 'finished') {
      const before = game;
      game = step(game, firstStep(game));
      if (newsBetween(seatMoment(before, 0), seatMoment(game, 0)).finished) finished++;
    }
    expect(finished).toBe(1);
    expect(newsBetween(seatMoment(game, 0), seatMoment(game, 0)).finished).toBe(false);
  });
});
