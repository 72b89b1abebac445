/**
 * One table per rule option: the same situation under each value of the option.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import {
  applyAction,
  createRound,
  dealRound,
  legalActions,
  type RoundState,
} from '../../../src/engine/round';
import { drawTake, fullDeal, koikoi, midRound, play, round, rules, run, shobu } from './helpers';

// ---------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------

describe('matching', () => {
  const r = rules('fudawiki');
  const base = () =>
    midRound(r, {
      hands: [
        ['pine-chaff-1', 'plum-chaff-1', 'cherry-chaff-1', 'wisteria-chaff-1'],
        ['iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1', 'maple-chaff-1'],
      ],
      field: ['pine-crane', 'plum-warbler', 'plum-ribbon', 'cherry-curtain', 'cherry-ribbon', 'cherry-chaff-2', 'willow-swallow', 'paulownia-phoenix'],
      pile: ['pampas-chaff-1', 'pampas-chaff-2'],
    });

  test('legal actions: one per card, one per choice when a card matches two', () => {
    expect(legalActions(base())).toEqual([
      play('pine-chaff-1'),
      play('plum-chaff-1', 'plum-warbler'),
      play('plum-chaff-1', 'plum-ribbon'),
      play('cherry-chaff-1'),
      play('wisteria-chaff-1'),
    ]);
  });

  test.each([
    ['one match: captured', play('pine-chaff-1'), ['pine-chaff-1', 'pine-crane'], 'pine-crane'],
    ['two matches: the chosen one', play('plum-chaff-1', 'plum-ribbon'), ['plum-chaff-1', 'plum-ribbon'], 'plum-ribbon'],
    ['three matches: all three', play('cherry-chaff-1'), ['cherry-chaff-1', 'cherry-curtain', 'cherry-ribbon', 'cherry-chaff-2'], 'cherry-curtain'],
    ['no match: to the field', play('wisteria-chaff-1'), [], null],
  ] as const)('%s', (_, action, captured, gone) => {
    const s = run(base(), action);
    expect(s.captured[0]).toEqual(captured);
    if (gone) expect(s.field).not.toContain(gone);
    else expect(s.field).toContain('wisteria-chaff-1');
    // The pile card was turned (no match: to the field) and the turn passed.
    expect(s.field).toContain('pampas-chaff-1');
    expect(s.toMove).toBe(1);
    expect(s.log.map((e) => e.type)).toEqual(['play', 'draw']);
  });

  test('a turned card matching two waits for drawTake', () => {
    const s0 = midRound(r, {
      hands: [['pine-chaff-1', 'iris-chaff-2'], ['iris-chaff-1', 'peony-chaff-1']],
      field: ['pine-crane', 'plum-warbler', 'plum-ribbon', 'willow-swallow'],
      pile: ['plum-chaff-2'],
    });
    const s1 = run(s0, play('pine-chaff-1'));
    expect(s1.phase).toBe('draw-take');
    expect(s1.drawn).toBe('plum-chaff-2');
    expect(legalActions(s1)).toEqual([drawTake('plum-warbler'), drawTake('plum-ribbon')]);
    const s2 = run(s1, drawTake('plum-ribbon'));
    expect(s2.captured[0]).toEqual(['pine-chaff-1', 'pine-crane', 'plum-chaff-2', 'plum-ribbon']);
    expect(s2.field).toEqual(['plum-warbler', 'willow-swallow']);
    expect(s2.toMove).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------
// Dealing and the deal checks
// ---------------------------------------------------------------------------------------

describe('handSize', () => {
  test.each([8, 10] as const)('%i cards to each hand, 8 to the field', (handSize) => {
    const dealt = dealRound({ rules: rules('fudawiki', { handSize, teyaku: 'off', fieldFourOfAKind: 'allowed', fieldFourPairs: 'allowed' }), month: 1, dealer: 0, seed: 3 });
    if (!dealt.ok) throw new Error();
    const d = dealt.value.deal!;
    expect(d.hands[0]).toHaveLength(handSize);
    expect(d.hands[1]).toHaveLength(handSize);
    expect(d.field).toHaveLength(8);
    expect(d.pile).toHaveLength(48 - 8 - 2 * handSize);
  });

  test('the same seed deals the same cards; another seed does not', () => {
    const r = rules('fudawiki');
    const a = dealRound({ rules: r, month: 1, dealer: 0, seed: 42 });
    const b = dealRound({ rules: r, month: 1, dealer: 0, seed: 42 });
    const c = dealRound({ rules: r, month: 1, dealer: 0, seed: 43 });
    if (!a.ok || !b.ok || !c.ok) throw new Error();
    expect(a.value.deal).toEqual(b.value.deal);
    expect(a.value.deal).not.toEqual(c.value.deal);
  });
});

const MAPLES: CardId[] = ['maple-deer', 'maple-ribbon', 'maple-chaff-1', 'maple-chaff-2'];
const PLAIN_DEALER: CardId[] = ['pine-chaff-1', 'plum-chaff-1', 'cherry-chaff-1', 'wisteria-chaff-1', 'iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1', 'pampas-chaff-1'];
const PLAIN_OTHER: CardId[] = ['pine-chaff-2', 'plum-chaff-2', 'cherry-chaff-2', 'wisteria-chaff-2', 'iris-chaff-2', 'peony-chaff-2', 'clover-chaff-2', 'pampas-chaff-2'];

describe('fieldFourOfAKind', () => {
  const deal = {
    dealer: PLAIN_DEALER,
    other: PLAIN_OTHER,
    field: [...MAPLES, 'willow-swallow', 'paulownia-phoenix', 'chrysanthemum-ribbon', 'pine-crane'] as CardId[],
    pile: ['iris-bridge', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo'] as CardId[],
  };

  test('misdeal: the cards are dealt again', () => {
    const s = round(rules('fudawiki', { fieldFourOfAKind: 'misdeal' }), deal);
    expect(s.result).toMatchObject({ end: 'misdeal', winner: null, points: [0, 0], nextDealer: 0 });
  });

  test('dealer-wins: the dealer wins with the teshi points', () => {
    const s = round(rules('fudawiki', { fieldFourOfAKind: 'dealer-wins', zeroSum: true }), deal);
    expect(s.result).toMatchObject({ end: 'dealer-wins', winner: 0, points: [6, -6], nextDealer: 0 });
  });

  test('dealer-captures: the dealer takes the four and four pile cards replace them', () => {
    const s = round(rules('fudawiki', { fieldFourOfAKind: 'dealer-captures' }), deal);
    expect(s.phase).toBe('play');
    expect(s.captured[0]).toEqual(MAPLES);
    expect(s.field).toEqual(['willow-swallow', 'paulownia-phoenix', 'chrysanthemum-ribbon', 'pine-crane', 'iris-bridge', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo']);
    expect(s.pileTop).toBe(4);
    expect(s.fieldAtDeal).toHaveLength(12);
    expect(s.log[0]).toMatchObject({ type: 'field-capture', player: 0, captured: MAPLES });
  });

  test('allowed: play goes on with the four on the field', () => {
    const s = round(rules('fudawiki', { fieldFourOfAKind: 'allowed', fieldFourPairs: 'allowed' }), deal);
    expect(s.phase).toBe('play');
    expect(s.field).toEqual(deal.field);
  });
});

describe('fieldFourPairs', () => {
  const deal = {
    dealer: PLAIN_DEALER,
    other: PLAIN_OTHER,
    field: ['maple-deer', 'maple-ribbon', 'willow-swallow', 'willow-ribbon', 'paulownia-phoenix', 'paulownia-chaff-1', 'chrysanthemum-ribbon', 'chrysanthemum-chaff-1'] as CardId[],
  };
  test.each([
    ['misdeal', 'misdeal'],
    ['allowed', 'play'],
  ] as const)('%s', (mode, outcome) => {
    const s = round(rules('fudawiki', { fieldFourPairs: mode }), deal);
    expect(s.result?.end ?? s.phase).toBe(outcome);
  });
});

describe('teyaku', () => {
  const teshiHand: CardId[] = [...MAPLES, 'pine-chaff-1', 'plum-chaff-1', 'cherry-chaff-1', 'wisteria-chaff-1'];
  const field: CardId[] = ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon'];

  test.each([
    ['win', { end: 'teyaku', winner: 0, points: [6, 0], nextDealer: 0 }],
    ['misdeal', { end: 'misdeal', winner: null, points: [0, 0] }],
  ] as const)('%s', (teyaku, expected) => {
    const s = round(rules('fudawiki', { teyaku }), { dealer: teshiHand, other: PLAIN_OTHER, field });
    expect(s.result).toMatchObject(expected);
    expect(s.result!.luckyHands).toMatchObject([{ player: 0, points: 6 }]);
  });

  test('off: the lucky hand is ignored', () => {
    const s = round(rules('fudawiki', { teyaku: 'off' }), { dealer: teshiHand, other: PLAIN_OTHER, field });
    expect(s.phase).toBe('play');
  });

  test('four pairs in the non-dealer hand wins for the non-dealer', () => {
    const pairs: CardId[] = ['pine-chaff-2', 'pine-ribbon', 'plum-chaff-2', 'plum-ribbon', 'iris-chaff-2', 'iris-ribbon', 'peony-chaff-2', 'peony-ribbon'];
    const s = round(rules('fudawiki'), { dealer: ['cherry-chaff-1', 'wisteria-chaff-1', 'clover-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1', 'willow-lightning', 'paulownia-chaff-1', 'maple-chaff-1'], other: pairs, field });
    expect(s.result).toMatchObject({ end: 'teyaku', winner: 1, points: [0, 6], nextDealer: 1 });
  });

  test('full-instructions has no Four Pairs: the hand plays on', () => {
    const pairs: CardId[] = ['pine-chaff-2', 'pine-ribbon', 'plum-chaff-2', 'plum-ribbon', 'iris-chaff-2', 'iris-ribbon', 'peony-chaff-2', 'peony-ribbon'];
    const s = round(rules('full-instructions'), { dealer: ['cherry-chaff-1', 'wisteria-chaff-1', 'clover-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1', 'willow-lightning', 'paulownia-chaff-1', 'maple-chaff-1'], other: pairs, field });
    expect(s.phase).toBe('play');
  });

  test.each([
    ['fudawiki', {}, { end: 'teyaku-draw', winner: null, points: [0, 0], nextDealer: 0, dealerPrivilege: false }],
    ['nintendo', {}, { end: 'teyaku-draw', winner: null, points: [6, 0], nextDealer: 1, dealerPrivilege: true }],
    ['koikoi-japan', { teyaku: 'win' }, { end: 'teyaku-draw', winner: null, points: [1, -1], nextDealer: 0, dealerPrivilege: true }],
  ] as const)('both players hold one (%s): a draw', (preset, overrides, expected) => {
    const otherTeshi: CardId[] = ['paulownia-phoenix', 'paulownia-chaff-1', 'paulownia-chaff-2', 'paulownia-chaff-yellow', 'iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1', 'pampas-chaff-1'];
    const s = round(rules(preset, overrides), { dealer: teshiHand, other: otherTeshi, field });
    expect(s.result).toMatchObject(expected);
  });

  test.each([
    ['single', 6],
    ['stack', 12],
  ] as const)('teyakuBothInHand %s', (mode, points) => {
    const both: CardId[] = [...MAPLES, 'pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2'];
    const s = round(rules('fudawiki', { teyakuBothInHand: mode }), {
      dealer: both,
      other: ['cherry-chaff-1', 'wisteria-chaff-1', 'iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1', 'willow-lightning'],
      field: ['cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon', 'willow-swallow', 'paulownia-phoenix'],
    });
    expect(s.result).toMatchObject({ end: 'teyaku', winner: 0, points: [points, 0] });
  });
});

// ---------------------------------------------------------------------------------------
// The koi-koi decision
// ---------------------------------------------------------------------------------------

/** The dealer holds the Curtain; playing the chrysanthemum chaff takes the Sake Cup. */
function hanamiTurn(r = rules('fudawiki'), extra: Partial<Parameters<typeof midRound>[1]> = {}): RoundState {
  return midRound(r, {
    hands: [['chrysanthemum-chaff-1', 'pine-chaff-1'], ['plum-chaff-1', 'iris-chaff-1']],
    field: ['chrysanthemum-sake-cup', 'maple-deer', 'clover-boar', 'paulownia-phoenix'],
    pile: ['wisteria-chaff-1', 'peony-chaff-1', 'cherry-chaff-2'],
    captured: [['cherry-curtain'], []],
    ...extra,
  });
}

describe('the decision', () => {
  test('forming a yaku offers koi-koi or shobu', () => {
    const s = run(hanamiTurn(), play('chrysanthemum-chaff-1'));
    expect(s.phase).toBe('decision');
    expect(s.decision).toEqual({ yaku: ['hanami-zake'], base: 5, stopPoints: 5 });
    expect(legalActions(s)).toEqual([koikoi, shobu]);
    expect(s.lastYaku).toBe(0);
  });

  test('shobu ends the round; koi-koi passes the turn', () => {
    const stopped = run(hanamiTurn(), play('chrysanthemum-chaff-1'), shobu);
    expect(stopped.result).toMatchObject({ end: 'shobu', winner: 0, points: [5, 0], nextDealer: 0 });
    expect(stopped.result!.explanation!.total).toBe(5);
    const going = run(hanamiTurn(), play('chrysanthemum-chaff-1'), koikoi);
    expect(going.phase).toBe('play');
    expect(going.toMove).toBe(1);
    expect(going.calls).toEqual([0]);
  });

  type Row = [string, string, Record<string, unknown>, Partial<Parameters<typeof midRound>[1]>, 'offered' | 'stop' | 'none'];
  const rows: Row[] = [
    ['koikoiMinimum 0', 'fudawiki', {}, {}, 'offered'],
    ['koikoiMinimum 5 (reached)', 'fudawiki', { koikoiMinimum: 5 }, {}, 'offered'],
    ['koikoiMinimum 6 (not reached)', 'fudawiki', { koikoiMinimum: 6 }, {}, 'stop'],
    ['koikoiLimit unlimited, already called', 'fudawiki', {}, { calls: [0] }, 'offered'],
    ['koikoiLimit once-per-round, already called', 'fudawiki', { koikoiLimit: 'once-per-round' }, { calls: [0] }, 'stop'],
    ['koikoiLimit once-per-round, opponent called', 'fudawiki', { koikoiLimit: 'once-per-round' }, { calls: [1] }, 'offered'],
    ['counterKoikoi true, opponent called', 'fudawiki', {}, { calls: [1] }, 'offered'],
    ['counterKoikoi false, opponent called', 'fudawiki', { counterKoikoi: false }, { calls: [1] }, 'stop'],
    ['counterKoikoi false, own call', 'fudawiki', { counterKoikoi: false }, { calls: [0] }, 'offered'],
    ['lastTurnKoikoi true, last card', 'fudawiki', {}, { hands: [['chrysanthemum-chaff-1'], ['plum-chaff-1']] }, 'offered'],
    ['lastTurnKoikoi false, last card', 'fudawiki', { lastTurnKoikoi: false }, { hands: [['chrysanthemum-chaff-1'], ['plum-chaff-1']] }, 'stop'],
    ['lastTurnKoikoi false, cards left', 'fudawiki', { lastTurnKoikoi: false }, {}, 'offered'],
    ['viewing off', 'fudawiki', { viewing: 'off' }, {}, 'none'],
    ['viewing needs-other-yaku', 'fudawiki', { viewing: 'needs-other-yaku' }, {}, 'none'],
    ['viewing weather, clear sky', 'fudawiki', { viewing: 'weather' }, {}, 'offered'],
    [
      'viewing weather, willow on the field',
      'fudawiki',
      { viewing: 'weather' },
      { field: ['chrysanthemum-sake-cup', 'maple-deer', 'willow-swallow', 'paulownia-phoenix'] },
      'none',
    ],
    ['viewingCountsForDecision false', 'fudawiki', { viewingCountsForDecision: false }, {}, 'none'],
    ['nintendo: no viewing yaku', 'nintendo', {}, {}, 'none'],
  ];

  test.each(rows)('%s', (_, preset, overrides, extra, outcome) => {
    const s = run(hanamiTurn(rules(preset, overrides), extra), play('chrysanthemum-chaff-1'));
    if (outcome === 'offered') {
      expect(s.phase).toBe('decision');
    } else if (outcome === 'stop') {
      expect(s.result).toMatchObject({ end: 'shobu', winner: 0 });
      expect(s.log.at(-1)).toMatchObject({ type: 'yaku', outcome: 'forced-stop' });
    } else {
      expect(s.phase).toBe('play');
      expect(s.toMove).toBe(1);
    }
  });

  describe('koikoiNeedsNewYaku', () => {
    const tenChaff: CardId[] = ['pine-chaff-2', 'plum-chaff-2', 'cherry-chaff-2', 'wisteria-chaff-2', 'iris-chaff-2', 'peony-chaff-2', 'clover-chaff-2', 'pampas-chaff-2', 'maple-chaff-2', 'willow-lightning'];
    const improve = (needsNew: boolean) =>
      midRound(rules('fudawiki', { koikoiNeedsNewYaku: needsNew }), {
        hands: [['paulownia-chaff-1', 'pine-ribbon'], ['iris-chaff-1', 'peony-chaff-1']],
        field: ['paulownia-chaff-2', 'maple-deer', 'clover-boar'],
        pile: ['wisteria-ribbon'],
        captured: [tenChaff, []],
      });
    test.each([
      [false, 'decision'],
      [true, 'play'],
    ] as const)('%s: improving Chaff → %s', (needsNew, phase) => {
      const s = run(improve(needsNew), play('paulownia-chaff-1'));
      expect(s.phase).toBe(phase);
    });
  });
});

// ---------------------------------------------------------------------------------------
// The end of the round
// ---------------------------------------------------------------------------------------

/** Each player has one card left that matches nothing: the round runs out after two plays. */
function lastTurns(r = rules('fudawiki'), extra: Partial<Parameters<typeof midRound>[1]> = {}): RoundState {
  return midRound(r, {
    hands: [['plum-chaff-1'], ['cherry-chaff-1']],
    field: ['pine-crane', 'maple-deer'],
    pile: ['wisteria-chaff-1', 'iris-chaff-1'],
    // The dealer holds Flower-Viewing Sake (5), the other the Blue Ribbons (5).
    captured: [['cherry-curtain', 'chrysanthemum-sake-cup'], ['peony-ribbon', 'chrysanthemum-ribbon', 'maple-ribbon']],
    ...extra,
  });
}
const runOut = (s: RoundState) => run(s, play('plum-chaff-1'), play('cherry-chaff-1'));

describe('exhaustiveDraw', () => {
  type Row = [string, Record<string, unknown>, Partial<Parameters<typeof midRound>[1]>, object];
  const rows: Row[] = [
    ['no-score, dealer stays', {}, {}, { winner: null, points: [0, 0], nextDealer: 0, dealerPrivilege: false }],
    ['no-score, deal passes', { dealerAfterDraw: 'passes' }, {}, { winner: null, points: [0, 0], nextDealer: 1 }],
    ['dealer-privilege 6', { exhaustiveDraw: 'dealer-privilege' }, {}, { winner: null, points: [6, 0], nextDealer: 0, dealerPrivilege: true }],
    ['dealer-privilege 1, zero-sum', { exhaustiveDraw: 'dealer-privilege', dealerPrivilegePoints: 1, zeroSum: true }, {}, { winner: null, points: [1, -1], nextDealer: 0 }],
    ['dealer-privilege, non-dealer dealt', { exhaustiveDraw: 'dealer-privilege', dealerAfterDraw: 'passes' }, { dealer: 1 }, { winner: null, points: [0, 6], nextDealer: 0 }],
    ['last-yaku-wins, dealer last', { exhaustiveDraw: 'last-yaku-wins' }, { lastYaku: 0 }, { winner: 0, points: [5, 0], nextDealer: 0 }],
    ['last-yaku-wins, other last', { exhaustiveDraw: 'last-yaku-wins' }, { lastYaku: 1 }, { winner: 1, points: [0, 5], nextDealer: 1 }],
    ['last-yaku-wins, nobody', { exhaustiveDraw: 'last-yaku-wins' }, {}, { winner: null, points: [0, 0], nextDealer: 0 }],
    ['koikoi-caller-loses, dealer called', { exhaustiveDraw: 'koikoi-caller-loses' }, { calls: [0] }, { winner: 1, points: [0, 10], nextDealer: 1 }],
    ['koikoi-caller-loses, nobody called', { exhaustiveDraw: 'koikoi-caller-loses' }, {}, { winner: null, points: [0, 0], nextDealer: 0 }],
    ['koikoi-caller-loses, winner without yaku', { exhaustiveDraw: 'koikoi-caller-loses' }, { calls: [1], captured: [[], ['peony-ribbon']] }, { winner: 0, points: [0, 0], nextDealer: 0 }],
  ];
  test.each(rows)('%s', (_, overrides, extra, expected) => {
    const s = runOut(lastTurns(rules('fudawiki', overrides), extra));
    expect(s.result).toMatchObject({ end: 'exhaustive', ...expected });
  });

  test('zero-sum: the loser loses what the winner gains', () => {
    const s = runOut(lastTurns(rules('fudawiki', { exhaustiveDraw: 'last-yaku-wins', zeroSum: true }), { lastYaku: 1 }));
    expect(s.result!.points).toEqual([-5, 5]);
  });
});

describe('roundEnd', () => {
  /** Plays first legal actions, calling koi-koi whenever asked, to the end. */
  function playOut(s: RoundState): { end: RoundState; turnsAfterHands: number } {
    let turnsAfterHands = 0;
    while (s.phase !== 'ended') {
      if (s.hands[0].length === 0 && s.hands[1].length === 0 && s.phase === 'play') turnsAfterHands++;
      const before = s.turn;
      s = run(s, s.phase === 'decision' ? koikoi : legalActions(s)[0]!);
      if (s.hands[0].length === 0 && s.hands[1].length === 0 && s.turn > before) turnsAfterHands++;
    }
    return { end: s, turnsAfterHands };
  }
  test.each([
    ['hands-empty', false],
    ['pile-empty', true],
  ] as const)('%s', (roundEnd, pileEmpty) => {
    const dealt = dealRound({ rules: rules('fudawiki', { roundEnd, teyaku: 'off', fieldFourOfAKind: 'allowed', fieldFourPairs: 'allowed' }), month: 1, dealer: 0, seed: 11 });
    if (!dealt.ok) throw new Error();
    const { end, turnsAfterHands } = playOut(dealt.value);
    expect(end.result!.end).toBe('exhaustive');
    expect(end.pileTop === end.pile.length).toBe(pileEmpty);
    expect(turnsAfterHands > 0).toBe(pileEmpty);
    // 8 turns each from the hand, then (pile-empty) one turn per remaining pile card.
    expect(end.turn).toBe(pileEmpty ? 16 + 8 : 16);
  });
});

// ---------------------------------------------------------------------------------------
// Turn structures
// ---------------------------------------------------------------------------------------

describe('turnStructure', () => {
  test('standard: one play, then the pile card', () => {
    const s = run(lastTurns(), play('plum-chaff-1'));
    expect(s.toMove).toBe(1);
    expect(s.field).toEqual(['pine-crane', 'maple-deer', 'plum-chaff-1', 'wisteria-chaff-1']);
  });

  test('draw-first-play-two: the pile card goes to the hand, then two plays', () => {
    const r = rules('fudawiki', { turnStructure: 'draw-first-play-two', teyaku: 'off', fieldFourOfAKind: 'allowed', fieldFourPairs: 'allowed' });
    const dealt = dealRound({ rules: r, month: 1, dealer: 0, seed: 5 });
    if (!dealt.ok) throw new Error();
    let s = dealt.value;
    expect(s.hands[0]).toHaveLength(9);
    expect(s.pileTop).toBe(1);
    expect(s.log[0]).toMatchObject({ type: 'draw-to-hand', player: 0, faceUp: false });
    s = run(s, legalActions(s)[0]!);
    expect(s.toMove).toBe(0);
    expect(s.hands[0]).toHaveLength(8);
    s = run(s, legalActions(s)[0]!);
    if (s.phase === 'decision') s = run(s, koikoi);
    expect(s.toMove).toBe(1);
    expect(s.hands[0]).toHaveLength(7);
    expect(s.hands[1]).toHaveLength(9);
    expect(s.pileTop).toBe(2);
  });

  test.each([
    ['an unmatched turned card goes to the hand and one more card is played', 'wisteria-chaff-1', true],
    ['a matching turned card is played as usual', 'maple-chaff-1', false],
  ] as const)('unmatched-draw-to-hand: %s', (_, top, toHand) => {
    const r = rules('fudawiki', { turnStructure: 'unmatched-draw-to-hand' });
    const s = run(lastTurns(r, { pile: [top] }), play('plum-chaff-1'));
    if (toHand) {
      expect(s.toMove).toBe(0);
      expect(s.phase).toBe('play');
      expect(s.hands[0]).toEqual([top]);
      expect(s.log.at(-1)).toMatchObject({ type: 'draw-to-hand', card: top, faceUp: true });
      const t = run(s, play(top));
      expect(t.toMove).toBe(1);
      expect(t.field).toContain(top);
    } else {
      expect(s.toMove).toBe(1);
      expect(s.captured[0]).toContain('maple-deer');
    }
  });
});

// ---------------------------------------------------------------------------------------
// The Lightning
// ---------------------------------------------------------------------------------------

describe('lightningWild', () => {
  const withField = (field: CardId[]) => ({
    dealer: ['willow-lightning', 'pine-chaff-1', 'plum-chaff-1', 'cherry-chaff-1', 'wisteria-chaff-1', 'iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1'] as CardId[],
    other: PLAIN_OTHER,
    field,
  });
  const noAugust: CardId[] = ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'maple-deer'];
  const august: CardId[] = ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon'];
  const lightningPlays = (s: RoundState) => legalActions(s).filter((a) => a.type === 'play' && a.card === 'willow-lightning');

  test.each([
    ['off', noAugust, 1],
    ['matches-any', noAugust, 8],
    ['august-on-field, no August card dealt', noAugust, 1],
    ['august-on-field, an August card dealt', august, 8],
  ] as const)('%s', (label, field, plays) => {
    const mode = label.split(',')[0] as 'off' | 'matches-any' | 'august-on-field';
    const s = round(rules('fudawiki', { lightningWild: mode }), withField(field));
    expect(lightningPlays(s)).toHaveLength(plays);
  });

  test('the wild Lightning takes the chosen card; a Lightning on the field can be taken by any card', () => {
    const r = rules('fudawiki', { lightningWild: 'matches-any' });
    const s = run(round(r, withField(noAugust)), play('willow-lightning', 'maple-deer'));
    expect(s.captured[0].slice(0, 2)).toEqual(['willow-lightning', 'maple-deer']);
    expect(s.field).not.toContain('maple-deer');
    const t = midRound(r, {
      hands: [['pine-chaff-1', 'plum-chaff-1'], ['iris-chaff-1', 'peony-chaff-1']],
      field: ['willow-lightning', 'pine-crane', 'maple-deer'],
      pile: ['wisteria-chaff-1'],
    });
    expect(legalActions(t)).toEqual([play('pine-chaff-1', 'pine-crane'), play('pine-chaff-1', 'willow-lightning'), play('plum-chaff-1')]);
  });
});

// ---------------------------------------------------------------------------------------
// Scoring options that depend on the round
// ---------------------------------------------------------------------------------------

describe('fieldBrightMultiplier (brights dealt to the field)', () => {
  test.each([
    ['off', 5],
    ['double', 10],
    ['count-plus-one', 15],
  ] as const)('%s', (mode, points) => {
    const s = run(
      hanamiTurn(rules('fudawiki', { fieldBrightMultiplier: mode }), { fieldAtDeal: ['pine-crane', 'paulownia-phoenix', 'maple-deer'] }),
      play('chrysanthemum-chaff-1'),
      shobu,
    );
    expect(s.result!.points[0]).toBe(points);
  });
});

describe('tsukifuda uses the round month', () => {
  test.each([
    [1, 'decision'],
    [2, 'play'],
  ] as const)('month %i', (month, phase) => {
    const s = run(
      midRound(rules('fudawiki', { viewing: 'off' }), {
        month,
        hands: [['pine-chaff-2', 'plum-chaff-1'], ['iris-chaff-1', 'peony-chaff-1']],
        field: ['pine-chaff-1', 'maple-deer'],
        pile: ['wisteria-chaff-1'],
        captured: [['pine-crane', 'pine-ribbon'], []],
      }),
      play('pine-chaff-2'),
    );
    expect(s.phase).toBe(phase);
  });
});

describe('koikoi-japan', () => {
  const kj = rules('koikoi-japan');

  test('own-call bonus: two own calls add 2; zero-sum', () => {
    const s = run(hanamiTurn(kj, { calls: [0, 1, 0] }), play('chrysanthemum-chaff-1'), shobu);
    // Flower-Viewing is worth 3 after one's own koi-koi; +2 for two own calls.
    expect(s.result).toMatchObject({ end: 'shobu', winner: 0, points: [5, -5] });
    expect(s.result!.explanation!.yaku).toMatchObject([{ id: 'hanami-zake', points: 3 }]);
  });

  test('viewing is worth 1 without an own koi-koi; the opponent\'s call adds nothing', () => {
    const s = run(hanamiTurn(kj, { calls: [1] }), play('chrysanthemum-chaff-1'), shobu);
    expect(s.result!.points).toEqual([1, -1]);
  });

  test('no koi-koi on one\'s last turn', () => {
    const s = run(hanamiTurn(kj, { hands: [['chrysanthemum-chaff-1'], ['plum-chaff-1']] }), play('chrysanthemum-chaff-1'));
    expect(s.result).toMatchObject({ end: 'shobu', winner: 0, points: [1, -1], nextDealer: 0 });
  });

  test('a round without a winner: dealer\'s privilege of 1, zero-sum, dealer stays', () => {
    const s = runOut(lastTurns(kj, { dealer: 1, toMove: 0 }));
    expect(s.result).toMatchObject({ end: 'exhaustive', winner: null, points: [-1, 1], nextDealer: 1 });
  });

  test('a lucky hand is a misdeal; four pairs on the field is played on', () => {
    const teshi = round(kj, {
      dealer: [...MAPLES, 'pine-chaff-1', 'plum-chaff-1', 'cherry-chaff-1', 'wisteria-chaff-1'],
      other: PLAIN_OTHER,
      field: ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon'],
    });
    expect(teshi.result?.end).toBe('misdeal');
    const pairs = round(kj, {
      dealer: PLAIN_DEALER,
      other: PLAIN_OTHER,
      field: ['maple-deer', 'maple-ribbon', 'willow-swallow', 'willow-ribbon', 'paulownia-phoenix', 'paulownia-chaff-1', 'chrysanthemum-ribbon', 'chrysanthemum-chaff-1'],
    });
    expect(pairs.phase).toBe('play');
  });
});

test('createRound rejects an incomplete or duplicated deal', () => {
  const r = rules('fudawiki');
  const d = fullDeal({ dealer: PLAIN_DEALER, other: PLAIN_OTHER, field: ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'peony-butterflies', 'clover-boar', 'pampas-moon'] });
  const short = createRound({ rules: r, month: 1, dealer: 0, deal: { ...d, pile: d.pile.slice(1) } });
  expect(short).toMatchObject({ ok: false, error: { code: 'invalid-deal' } });
  const twice = createRound({ rules: r, month: 1, dealer: 0, deal: { ...d, pile: [...d.pile.slice(1), 'pine-crane'] } });
  expect(twice).toMatchObject({ ok: false, error: { code: 'invalid-deal' } });
  const ten = createRound({ rules: rules('fudawiki', { handSize: 10 }), month: 1, dealer: 0, deal: d });
  expect(ten).toMatchObject({ ok: false, error: { code: 'invalid-deal' } });
  expect(applyAction).toBeTypeOf('function');
});
