/**
 * The table's words from the viewer's seat: the table and its panels rendered (to HTML, no DOM)
 * through a feed at seat 1 and at seat 2 of a table of people (a room: the viewer is "you", the
 * others by name; pass-and-play: everyone by name), and at the practice table. No sentence, label
 * or anchor may speak of a computer where none plays, "you" is only the viewer, and each
 * announcement names the seat that made it.
 */
import { describe, expect, test } from 'vitest';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { atom } from 'nanostores';
import { applyGameAction, createGame, gameLegalActions, type GameState } from '../../../src/engine/round/game';
import { playerView } from '../../../src/engine/round/view';
import { bySeat, seatCount, type Seat } from '../../../src/engine/round/seats';
import type { RuleSet } from '../../../src/engine/rules/ruleset';
import type { SeatDriver, TableFeed } from '../../../src/features/table/seat-driver';
import { playerNames, practiceNames } from '../../../src/features/table/seat-names';
import { publicGame } from '../../../src/features/table/public-game';
import { seatRoles } from '../../../src/features/table/seat-roles';
import { SeatTable } from '../../../src/features/table/SeatTable';
import { DealerDraw } from '../../../src/features/table/DealerDraw';
import { DecisionPanel } from '../../../src/features/table/DecisionPanel';
import { RoundEnd } from '../../../src/features/table/RoundEnd';
import { Review } from '../../../src/features/review/Review';
import { yakuMomentText } from '../../../src/features/table/YakuMoment';
import { tableModel } from '../../../src/features/table/table-model';
import { promptText } from '../../../src/features/table/hand-words';
import { koikoiSentences } from '../../../src/features/table/stakes-words';
import { dealerDrawText } from '../../../src/words/round';
import { rules } from './helpers';

const TWO = rules('fudawiki', { rounds: 1 });
const THREE = rules('fudawiki', { players: 3, rounds: 1 });
const NAMES = ['Ann', 'Ben', 'Cleo'] as const;

/** Text as read: tags dropped, entities of the renderer undone. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Every aria-label, title and alt of the HTML. */
function labelsOf(html: string): string[] {
  return [...html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]!);
}

/** A game of `r` played by first legal actions (shōbu at every decision) until `until` holds. */
function playUntil(r: RuleSet, seed: number, until: (g: GameState) => boolean): GameState | null {
  let game = createGame({ rules: r, seed });
  for (let i = 0; i < 200 && !until(game); i++) {
    if (game.status !== 'playing' || game.current.phase === 'ended') return null;
    const actions = gameLegalActions(game);
    const action = actions.find((a) => a.type === 'call' && a.call === 'shobu') ?? actions[0]!;
    const next = applyGameAction(game, action);
    if (!next.ok) return null;
    game = next.value;
  }
  return until(game) ? game : null;
}

function findGame(r: RuleSet, until: (g: GameState) => boolean): GameState {
  for (let seed = 1; seed < 300; seed++) {
    const g = playUntil(r, seed, until);
    if (g) return g;
  }
  throw new Error('no such game in 300 seeds');
}

/** A table of people at this screen or elsewhere: the viewer's own seat is local, the others remote. */
function peopleDrivers(n: 2 | 3, me: Seat | null): readonly SeatDriver[] {
  return bySeat(n, (p): SeatDriver => (p === me ? { kind: 'local' } : { kind: 'remote', name: NAMES[p]! }));
}

function feedAt(game: GameState, seat: Seat, me: Seat | null, opts: { thinking?: boolean; drivers?: readonly SeatDriver[]; started?: boolean } = {}): TableFeed {
  const n = seatCount(game.rules.options);
  const names = n === 3 ? [...NAMES] : NAMES.slice(0, 2);
  const nothing = () => undefined;
  return {
    $drivers: atom(opts.drivers ?? peopleDrivers(n, me)) as TableFeed['$drivers'],
    $names: atom(playerNames(names, me)),
    $shown: atom({ view: playerView(game.current, seat), game: publicGame(game, opts.started ?? true, false) }),
    $pending: atom(null),
    $narration: atom(''),
    $error: atom(null),
    $thinking: atom(opts.thinking ?? true),
    press: nothing,
    choose: nothing,
    lay: nothing,
    cancelChoice: nothing,
    act: nothing,
    start: nothing,
    nextRound: nothing,
    dispose: nothing,
  };
}

function expectNoComputer(html: string): void {
  expect(textOf(html)).not.toMatch(/computer|CPU/i);
  for (const label of labelsOf(html)) expect(label).not.toMatch(/computer|CPU/i);
}

describe('the table from seat 1 and seat 2 of a table of people', () => {
  for (const [name, r, seats] of [
    ['two seats', TWO, [1] as Seat[]],
    ['three seats', THREE, [1, 2] as Seat[]],
  ] as const) {
    for (const seat of seats) {
      test(`${name}, seen from seat ${seat} (a room: the viewer is "you")`, () => {
        // A game under way at another seat's turn.
        const game = findGame(r, (g) => g.status === 'playing' && g.current.phase === 'play' && g.current.toMove !== seat && g.current.log.length > 2);
        const mover = game.current.toMove;
        const html = render(h(SeatTable, { feed: feedAt(game, seat, seat) }));
        expectNoComputer(html);
        const text = textOf(html);
        // The others by name, the viewer as "you"; a person is never said to be "thinking".
        for (let p = 0; p < seatCount(r.options); p++) if (p !== seat) expect(text).toContain(NAMES[p]!);
        expect(text).not.toContain(NAMES[seat]!);
        expect(text).toContain('Your hand');
        expect(text).toContain(`${NAMES[mover]} to play.`);
        expect(text).not.toMatch(/thinking/);
        // The viewer's hand is anchored at the viewer's seat (cards they play fly from it).
        expect(html).toContain(`data-anchor="hand-${seat}"`);
        expect(html).not.toMatch(new RegExp(`data-anchor="hand-${seat}"[\\s\\S]*data-anchor="hand-${seat}"`));
        // Whose hand and pile, by name.
        const labels = labelsOf(html);
        expect(labels).toContain('Your captured cards');
        expect(labels.some((l) => l.startsWith(`${NAMES[mover]}’s hand:`))).toBe(true);
        // The seat to play carries the badge, with two seats as with three.
        expect(html).toMatch(new RegExp(`id="seat-${mover}-title"[^>]*>${NAMES[mover]}<span class="dealer-badge">dealer</span>|id="seat-${mover}-title"[^>]*>${NAMES[mover]}(<span class="dealer-badge">dealer</span>)?<span class="turn-badge">to play</span>`));
      });
    }
  }

  test('pass-and-play (nobody is "you" in the seat names): the shown seat still reads its own hand, the others by name', () => {
    const game = findGame(TWO, (g) => g.status === 'playing' && g.current.phase === 'play' && g.current.toMove === 1 && g.current.log.length > 2);
    const drivers = bySeat(2, (p): SeatDriver => ({ kind: 'hand-over', name: NAMES[p]! }));
    const html = render(h(SeatTable, { feed: feedAt(game, 1, null, { drivers }) }));
    expectNoComputer(html);
    expect(html).toContain('data-anchor="hand-1"');
    expect(labelsOf(html)).toContain('Ben’s captured cards');
  });

  test('a yaku announced by the name of the seat that made it', () => {
    const beat = { kind: 'yaku', player: 0, yaku: ['sanko'], base: 6, entry: 0 } as const;
    // Seen from seat 1 of a room: Ann (seat 0) made it.
    expect(yakuMomentText(playerNames(['Ann', 'Ben'], 1).seats, beat as never)).toBe('Ann made Three Brights: 6 points');
    // Pass-and-play: Ann by name.
    expect(yakuMomentText(playerNames(['Ann', 'Ben'], null).seats, beat as never)).toBe('Ann made Three Brights: 6 points');
    // The viewer's own.
    expect(yakuMomentText(playerNames(['Ann', 'Ben'], 0).seats, beat as never)).toBe('You made Three Brights: 6 points');
    // The practice table: the computer, by its seat name.
    expect(yakuMomentText(practiceNames(2).seats, { ...beat, player: 1 } as never)).toBe('The computer made Three Brights: 6 points');
    expect(yakuMomentText(practiceNames(3).seats, { ...beat, player: 2 } as never)).toBe('Computer (right) made Three Brights: 6 points');
  });

  test('the prompt: only a computer thinks; a person is named, or waited for when away', () => {
    const ben = { name: { named: 'Ben' }, role: { kind: 'person' }, away: false, thinking: true } as const;
    expect(promptText('opponent-thinking', null, false, ben)).toBe('Ben to play.');
    expect(promptText('opponent-thinking', null, false, { ...ben, away: true })).toBe('Waiting for Ben to come back.');
    expect(promptText('opponent-thinking', null, false, { name: 'computer', role: { kind: 'computer', level: 'beginner' }, away: false, thinking: true })).toBe(
      'The computer is thinking…',
    );
    expect(seatRoles([{ kind: 'local' }, { kind: 'computer', level: 'expert' }], 0, 2)).toEqual([{ kind: 'viewer' }, { kind: 'computer', level: 'expert' }]);
    expect(seatRoles([{ kind: 'hand-over', name: 'Ann' }, { kind: 'hand-over', name: 'Ben' }], 1, 2)).toEqual([{ kind: 'person' }, { kind: 'viewer' }]);
  });
});

describe('the panels from seat 1 and seat 2', () => {
  for (const [name, r] of [
    ['two seats', TWO],
    ['three seats', THREE],
  ] as const) {
    test(`${name}: the koi-koi decision speaks to the decider and names the others`, () => {
      const game = findGame(r, (g) => g.status === 'playing' && g.current.phase === 'decision' && g.current.toMove !== 0);
      const seat = game.current.toMove;
      const view = playerView(game.current, seat);
      const t = tableModel(view, publicGame(game, true, false), { started: true, pending: null, thinking: false });
      const seats = playerNames(r.options.players === 3 ? [...NAMES] : ['Ann', 'Ben'], seat).seats;
      const html = render(h(DecisionPanel, { decision: t.decision!, stakes: t.stakes!, seats, viewer: seat, onCall: () => undefined, headingRef: { current: null } }));
      expectNoComputer(html);
      const text = textOf(html);
      expect(text).toContain('Koi-koi or shōbu?');
      if (r.options.players === 2) {
        expect(text).toContain('if Ann makes a yaku and stops first, you score nothing this round');
        expect(text).toMatch(/Ann is (not )?one card away/);
        expect(text).toContain('Ann’s hand');
      } else {
        expect(text).toContain('if another player makes a yaku and stops first, you score nothing this round');
        expect(text).not.toMatch(/Both hands|the computer/i);
      }
    });

    test(`${name}: the round's end and its review from seat 1`, () => {
      const game = findGame(r, (g) => g.current.phase === 'ended' && g.current.result !== null && g.current.result.winner !== null && g.current.result.winner !== 1);
      const view = playerView(game.current, 1);
      const pub = publicGame(game, true, false);
      const t = tableModel(view, pub, { started: true, pending: null, thinking: false });
      const names = playerNames(r.options.players === 3 ? [...NAMES] : ['Ann', 'Ben'], 1);
      const roles = seatRoles(peopleDrivers(r.options.players === 3 ? 3 : 2, 1), 1, r.options.players === 3 ? 3 : 2);
      const html = render(
        h(RoundEnd, { game: pub, table: t, seats: names.seats, roles, short: names.short, headingRef: { current: null }, onNext: () => undefined, onReview: () => undefined }),
      );
      expectNoComputer(html);
      const winner = NAMES[game.current.result!.winner!]!;
      expect(textOf(html)).toMatch(new RegExp(`How ${winner}’s \\d+ points? (were|was) counted`));
      expect(labelsOf(html)).toContain(`${winner}’s yaku`);

      // The review of seat 1's decisions: their own pile is theirs, the others' by name.
      const finished = findGame(r, (g) => g.history.length > 0 && g.history[0]!.result.end !== 'misdeal');
      const review = render(h(Review, { game: finished, round: 0, step: 0, player: 1, seats: names.seats, reviewer: 'Ben' }));
      expectNoComputer(review);
      expect(textOf(review)).toContain('Ben’s review: round 1');
      expect(labelsOf(review)).toContain('Your captured cards');
      expect(textOf(review)).toContain('Ann’s hand');
    });
  }

  test('who deals first, when Ann deals: she opens the round, not "your hand is dealt below"', () => {
    const game = findGame(TWO, (g) => g.current.dealer === 0);
    const names = playerNames(['Ann', 'Ben'], 1);
    const html = render(h(DealerDraw, { game: publicGame(game, false, false), month: game.current.month, dealer: 0, names, onStart: () => undefined, headingRef: { current: null } }));
    expectNoComputer(html);
    expect(textOf(html)).toContain('The dealer plays first: Ann will open the round.');
    expect(textOf(html)).not.toContain('Your hand is dealt below');
  });

  test('the stakes of a koi-koi name who plays on: the computer only at the practice table', () => {
    const terms = { multiplier: 'none', sevenPlusDouble: false, restrictions: ['no-counter-call'] } as const;
    const ann = koikoiSentences(terms as never, 'Ann');
    expect(ann[0]).toBe('Koi-koi: play goes on and you may add to your yaku, but if Ann makes a yaku and stops first, you score nothing this round.');
    expect(ann.at(-1)).toBe('No counter koi-koi: after your call, the next yaku Ann makes ends the round at once.');
    expect(koikoiSentences(terms as never, 'the computer')[0]).toContain('if the computer makes a yaku');
    expect(koikoiSentences(terms as never, null).at(-1)).toBe('No counter koi-koi: after your call, the next yaku another player makes ends the round at once.');
  });

  // Issue #29: at three seats the decision said "x2 if the opponent called koi-koi" and, in how
  // the points are counted, "The opponent did not call koi-koi": there is no one opponent there.
  for (const players of [2, 3] as const) {
    test(`${players} seats: the koi-koi multiplier's stake and step name the other players as the table has them`, () => {
      const r = rules('fudawiki', { players, rounds: 1, koikoiMultiplier: 'opponent-called' });
      const game = findGame(r, (g) => g.status === 'playing' && g.current.phase === 'decision' && g.current.calls.length === 0);
      const seat = game.current.toMove;
      const t = tableModel(playerView(game.current, seat), publicGame(game, true, false), { started: true, pending: null, thinking: false });
      const seats = playerNames(players === 3 ? [...NAMES] : ['Ann', 'Ben'], seat).seats;
      const text = textOf(render(h(DecisionPanel, { decision: t.decision!, stakes: t.stakes!, seats, viewer: seat, onCall: () => undefined, headingRef: { current: null } })));
      if (players === 2) {
        expect(text).toContain('Koi-koi multiplier in these rules: x2 if the opponent called koi-koi at any time.');
        expect(text).toContain('The opponent did not call koi-koi: no koi-koi doubling.');
      } else {
        expect(text).toContain('Koi-koi multiplier in these rules: x2 if another player called koi-koi at any time.');
        expect(text).toContain('No other player called koi-koi: no koi-koi doubling.');
        expect(text).not.toMatch(/the opponent/i);
      }
    });
  }

  test('three drawers in one sentence: a capital only where it opens', () => {
    const choice = { method: 'draw', dealer: 1, draws: [{ cards: ['pine-crane', 'plum-warbler', 'cherry-curtain'], dealer: 0 }] } as const;
    const [line] = dealerDrawText(choice as never, false, playerNames(['Ann', 'Ben', 'Cleo'], 1).seats);
    expect(line).toMatch(/^Ann drew Crane and Sun \(January, bright\), you drew Bush Warbler \(February, animal\) and Cleo drew Curtain/);
  });
});
