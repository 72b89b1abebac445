/**
 * The second edition's round rules (src/engine/README.md, Options and Readings of the round
 * rules), each with a deal written by hand and the expected outcome worked out from the rules.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { applyAction, legalActions } from '../../../src/engine/round/round';
import { dealRound } from '../../../src/engine/round/deal';
import { playerView, viewLegalActions } from '../../../src/engine/round/view';
import {
  cardsLeftForLastTurn,
  dealerPrivilegeDue,
  fieldRuling,
  fieldWinPoints,
  mayLay,
  unmatchedDrawFate,
} from '../../../src/engine/round/decisions';
import type { PlayerView, RoundState } from '../../../src/engine/round/types';
import { createRng } from '../../../src/engine/random';
import { cardsAccountedFor, midRound, play, round, rules, run, shobu, type PartialDeal } from './helpers';

const SIX: CardId[] = ['pine-chaff-1', 'plum-chaff-1', 'wisteria-chaff-1', 'iris-chaff-1', 'peony-chaff-1', 'clover-chaff-1'];
/** The dealer holds a cherry chaff for the curtain on the field; the first pile card is the maple deer. */
const LAY_DEAL: PartialDeal = {
  dealer: ['cherry-chaff-1', 'maple-chaff-1', 'willow-ribbon', 'paulownia-chaff-1', 'pampas-chaff-1', 'pine-ribbon', 'plum-ribbon', 'wisteria-ribbon'],
  other: ['cherry-ribbon', 'maple-chaff-2', 'willow-swallow', 'paulownia-chaff-2', 'pampas-chaff-2', 'iris-ribbon', 'peony-ribbon', 'clover-ribbon'],
  field: ['cherry-curtain', 'chrysanthemum-chaff-1', ...SIX],
  pile: ['maple-deer', 'chrysanthemum-sake-cup'],
};

/** Everything a view shows, except the list of cards it cannot see (which holds the pile too). */
const shownTo = (view: PlayerView): string => JSON.stringify({ ...view, unseen: [] });

const refusal = (s: RoundState, action: Parameters<typeof applyAction>[1]) => {
  const r = applyAction(s, action);
  return r.ok ? null : r.error;
};

describe('handCapture', () => {
  test('optional: a matching card may be laid; it then lies beside the card it matches', () => {
    const s = round(rules('fudawiki', { handCapture: 'optional' }), LAY_DEAL);
    const lays = legalActions(s).filter((a) => a.type === 'play' && a.lay === true);
    // The cards matching a field card: cherry (curtain), pine, plum and wisteria (their chaff).
    expect(lays.map((a) => a.type === 'play' && a.card)).toEqual(['cherry-chaff-1', 'pine-ribbon', 'plum-ribbon', 'wisteria-ribbon']);
    const after = run(s, { type: 'play', card: 'cherry-chaff-1', lay: true });
    expect(after.captured[0]).toEqual([]);
    // The turned maple deer matched nothing and went to the field too.
    expect(after.field).toEqual(['cherry-curtain', 'chrysanthemum-chaff-1', ...SIX, 'cherry-chaff-1', 'maple-deer']);
    expect(after.log.find((e) => e.type === 'play')).toMatchObject({ card: 'cherry-chaff-1', captured: [], laid: true });
  });

  test('lay is refused under forced, on a card that matches nothing, and with a take', () => {
    const forced = round(rules('fudawiki'), LAY_DEAL);
    expect(legalActions(forced).some((a) => a.type === 'play' && a.lay === true)).toBe(false);
    expect(refusal(forced, { type: 'play', card: 'cherry-chaff-1', lay: true })).toEqual({ code: 'lay-not-allowed', card: 'cherry-chaff-1', problem: 'capture-forced' });
    const optional = round(rules('beginners-guide'), LAY_DEAL);
    expect(refusal(optional, { type: 'play', card: 'willow-ribbon', lay: true })).toEqual({ code: 'lay-matches-nothing', card: 'willow-ribbon' });
    expect(refusal(optional, { type: 'play', card: 'cherry-chaff-1', take: 'cherry-curtain', lay: true })).toMatchObject({ code: 'lay-not-allowed', problem: 'take-given' });
    // The same refusal for a card that matches nothing under forced: it is simply played.
    expect(refusal(forced, { type: 'play', card: 'willow-ribbon', lay: true })).toEqual({ code: 'lay-matches-nothing', card: 'willow-ribbon' });
  });

  test('the turned card still captures when it matches, even under optional', () => {
    // The other plays the pampas chaff (nothing), the sake cup turned next captures the chrysanthemum chaff.
    const s = run(round(rules('beginners-guide'), LAY_DEAL), play('willow-ribbon'), play('pampas-chaff-2'));
    expect(s.captured[1]).toEqual(['chrysanthemum-sake-cup', 'chrysanthemum-chaff-1']);
  });

  test('the decision function', () => {
    expect(mayLay({ handCapture: 'optional' }, 1)).toBe(true);
    expect(mayLay({ handCapture: 'optional' }, 0)).toBe(false);
    expect(mayLay({ handCapture: 'forced' }, 2)).toBe(false);
  });
});

describe('turnStructure: hidden-draw', () => {
  const HIDDEN: PartialDeal = { ...LAY_DEAL, pile: ['maple-deer', 'pine-crane', 'chrysanthemum-sake-cup'] };
  const r = rules('fudawiki', { turnStructure: 'hidden-draw' });

  test('an unmatched turned card goes into the drawer’s hand and the turn ends', () => {
    const s = run(round(r, HIDDEN), play('cherry-chaff-1'));
    expect(s.toMove).toBe(1);
    expect(s.hands[0]).toContain('maple-deer');
    expect(s.hands[0]).toHaveLength(8); // one played, one drawn in
    expect(s.field).not.toContain('maple-deer');
    expect(cardsAccountedFor(s)).toBe(true);
  });

  test('the other player’s view and log never show the hidden card; the drawer’s do', () => {
    const s = run(round(r, HIDDEN), play('cherry-chaff-1'));
    const theirs = playerView(s, 1);
    expect(shownTo(theirs)).not.toContain('"maple-deer"');
    // Only among the cards the viewer cannot see (the other hand and the pile, alike).
    expect(theirs.unseen).toContain('maple-deer');
    expect(theirs.handCounts[theirs.player === 0 ? 1 : 0]).toBe(8);
    expect(theirs.log.find((e) => e.type === 'draw-to-hand')).toEqual({ type: 'draw-to-hand', player: 0, card: null, faceUp: false });
    const mine = playerView(s, 0);
    expect(mine.hand).toContain('maple-deer');
    expect(mine.log.find((e) => e.type === 'draw-to-hand')).toEqual({ type: 'draw-to-hand', player: 0, card: 'maple-deer', faceUp: false });
  });

  test('a matching turned card is shown and captures as usual', () => {
    const s = run(round(r, HIDDEN), play('cherry-chaff-1'), play('pampas-chaff-2'));
    expect(s.captured[1]).toEqual(['pine-crane', 'pine-chaff-1']);
    expect(playerView(s, 0).log.some((e) => e.type === 'draw' && e.card === 'pine-crane')).toBe(true);
  });

  test('random rounds: cards accounted for, hidden cards never in the other view, an exhausted round ends with both hands empty', () => {
    const rng = createRng(5);
    let hiddenSeen = 0;
    for (let k = 0; k < 60; k++) {
      const preset = (['fudawiki', 'full-instructions', 'beginners-guide'] as const)[k % 3]!;
      const dealt = dealRound({ rules: rules(preset, { turnStructure: 'hidden-draw' }), month: 1, dealer: (k % 2) as 0 | 1, seed: 1000 + k });
      if (!dealt.ok) throw new Error(dealt.error.code);
      let s = dealt.value;
      while (s.phase !== 'ended') {
        expect(cardsAccountedFor(s)).toBe(true);
        for (const viewer of [0, 1] as const) {
          const seen = shownTo(playerView(s, viewer));
          for (const e of s.log) {
            if (e.type === 'draw-to-hand' && e.player !== viewer && !e.faceUp && s.hands[e.player].includes(e.card)) {
              hiddenSeen++;
              expect(seen).not.toContain(`"${e.card}"`);
            }
          }
        }
        const actions = legalActions(s);
        // Koi-koi mostly, so that many rounds run out.
        const call = actions.find((a) => a.type === 'call' && a.call === 'koikoi');
        s = run(s, call && rng.int(5) > 0 ? call : actions[rng.int(actions.length)]!);
      }
      if (s.result!.end === 'exhaustive') {
        expect(s.hands[0]).toEqual([]);
        expect(s.hands[1]).toEqual([]);
        if (preset === 'full-instructions') expect(s.pileTop).toBe(s.pile.length); // roundEnd: pile-empty
      }
    }
    expect(hiddenSeen).toBeGreaterThan(50);
  });

  test('the last turn for lastTurnKoikoi counts the pile under hidden-draw', () => {
    expect(cardsLeftForLastTurn({ turnStructure: 'hidden-draw' }, 0, 3)).toBe(3);
    expect(cardsLeftForLastTurn({ turnStructure: 'hidden-draw' }, 0, 0)).toBe(0);
    expect(cardsLeftForLastTurn({ turnStructure: 'standard' }, 0, 3)).toBe(0);
    expect(unmatchedDrawFate({ turnStructure: 'hidden-draw' })).toBe('hand-face-down-turn-over');
    expect(unmatchedDrawFate({ turnStructure: 'unmatched-draw-to-hand' })).toBe('hand-face-up-play-one');
    expect(unmatchedDrawFate({ turnStructure: 'standard' })).toBe('field');
  });
});

describe('teyaku: holder-may-redeal', () => {
  const DEALER_TESHI: CardId[] = ['cherry-chaff-1', 'paulownia-phoenix', 'paulownia-chaff-1', 'paulownia-chaff-2', 'paulownia-chaff-yellow', 'maple-chaff-1', 'willow-ribbon', 'pampas-chaff-1'];
  const OTHER_PAIRS: CardId[] = ['pine-ribbon', 'pine-crane', 'plum-ribbon', 'plum-warbler', 'maple-ribbon', 'maple-chaff-2', 'willow-swallow', 'willow-rain-man'];
  const deal: PartialDeal = { dealer: DEALER_TESHI, other: OTHER_PAIRS, field: ['cherry-curtain', 'chrysanthemum-chaff-1', ...SIX], pile: ['chrysanthemum-sake-cup'] };
  const r = rules('fudawiki', { teyaku: 'holder-may-redeal' });

  test('the dealer is asked first, then the other holder; only redeal or play is legal', () => {
    const s = round(r, deal);
    expect(s.phase).toBe('lucky-hand');
    expect(s.toMove).toBe(0);
    expect(legalActions(s)).toEqual([
      { type: 'luckyHand', choice: 'redeal' },
      { type: 'luckyHand', choice: 'play' },
    ]);
    expect(refusal(s, play('cherry-chaff-1'))).toEqual({ code: 'lucky-hand-pending' });
    expect(refusal(s, shobu)).toEqual({ code: 'lucky-hand-pending' });
    const next = run(s, { type: 'luckyHand', choice: 'play' });
    expect(next.phase).toBe('lucky-hand');
    expect(next.toMove).toBe(1);
    expect(next.turn).toBe(0);
  });

  test('each holder sees their own lucky hand; the other view neither it nor a kept one', () => {
    const s = round(r, deal);
    expect(playerView(s, 0).luckyHand).toMatchObject({ player: 0, hands: [{ id: 'teshi' }], points: 6 });
    expect(playerView(s, 1).luckyHand).toBeNull();
    expect(viewLegalActions(playerView(s, 1))).toEqual([]);
    const kept = run(s, { type: 'luckyHand', choice: 'play' });
    expect(playerView(kept, 1).log.some((e) => e.type === 'lucky-hand')).toBe(false);
    expect(playerView(kept, 0).log).toEqual([{ type: 'lucky-hand', player: 0, choice: 'play' }]);
    expect(playerView(kept, 1).luckyHand).toMatchObject({ player: 1, hands: [{ id: 'kuttsuki' }] });
  });

  test('a redeal is a misdeal dealt again by the same dealer; later holders are not asked', () => {
    const s = run(round(r, deal), { type: 'luckyHand', choice: 'redeal' });
    expect(s.result).toMatchObject({ end: 'misdeal', winner: null, points: [0, 0], nextDealer: 0, outcome: { code: 'misdeal-lucky-hand' } });
    expect(s.result!.luckyHands.map((h) => h.player)).toEqual([0]);
    expect(refusal(s, { type: 'luckyHand', choice: 'play' })).toMatchObject({ code: 'round-over' });
  });

  test('hands played on score nothing; play starts with the dealer', () => {
    const s = run(round(r, deal), { type: 'luckyHand', choice: 'play' }, { type: 'luckyHand', choice: 'play' });
    expect(s.phase).toBe('play');
    expect(s.toMove).toBe(0);
    expect(s.turn).toBe(1);
    // Flower-Viewing only: 5, not 5 + 6.
    const end = run(s, play('cherry-chaff-1'), shobu);
    expect(end.result!.points).toEqual([5, 0]);
    expect(refusal(s, { type: 'luckyHand', choice: 'play' })).toEqual({ code: 'no-lucky-hand-pending' });
  });

  test('a lucky hand switched off in the yaku table offers no choice', () => {
    const s = round(rules('fudawiki', { teyaku: 'holder-may-redeal', yakuPoints: { teshi: null, kuttsuki: null } }), deal);
    expect(s.phase).toBe('play');
  });
});

describe('deal checks in the settled order', () => {
  // Four pines and two pairs: a four of a kind and four pairs at once.
  const FIELD: CardId[] = ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2', 'plum-warbler', 'plum-chaff-1', 'cherry-curtain', 'cherry-chaff-1'];
  const deal: PartialDeal = {
    dealer: ['iris-bridge', 'peony-ribbon', 'clover-boar', 'pampas-moon', 'chrysanthemum-ribbon', 'maple-deer', 'willow-swallow', 'paulownia-phoenix'],
    other: ['iris-ribbon', 'peony-butterflies', 'clover-ribbon', 'pampas-geese', 'chrysanthemum-sake-cup', 'maple-ribbon', 'willow-ribbon', 'paulownia-chaff-1'],
    field: FIELD,
  };
  test.each<[Record<string, unknown>, string, number]>([
    [{ fieldFourOfAKind: 'misdeal', fieldFourPairs: 'dealer-wins' }, 'misdeal-field-four', 0],
    [{ fieldFourOfAKind: 'dealer-wins', fieldFourPairs: 'misdeal' }, 'misdeal-field-pairs', 0],
    [{ fieldFourOfAKind: 'dealer-captures', fieldFourPairs: 'misdeal' }, 'misdeal-field-pairs', 0],
    [{ fieldFourOfAKind: 'dealer-wins', fieldFourPairs: 'dealer-wins', yakuPoints: { teshi: { points: 7 }, kuttsuki: { points: 3 } } }, 'field-four-dealer-wins', 7],
    [{ fieldFourOfAKind: 'dealer-captures', fieldFourPairs: 'dealer-wins', yakuPoints: { kuttsuki: { points: 3 } } }, 'field-pairs-dealer-wins', 3],
    [{ fieldFourOfAKind: 'allowed', fieldFourPairs: 'dealer-wins', yakuPoints: { kuttsuki: null } }, 'field-pairs-dealer-wins', 6],
  ])('%j: %s', (overrides, outcome, points) => {
    const s = round(rules('nintendo', overrides), deal);
    expect(s.result!.outcome.code).toBe(outcome);
    expect(s.result!.points).toEqual([points, 0]);
    // A misdeal is dealt again by the same dealer (nintendo passes the deal after a draw).
    expect(s.result!.nextDealer).toBe(0);
  });

  test('the ruling function and the points of a dealer’s field win', () => {
    const o = (fieldFourOfAKind: string, fieldFourPairs: string) => ({ fieldFourOfAKind, fieldFourPairs }) as Parameters<typeof fieldRuling>[0];
    expect(fieldRuling(o('dealer-captures', 'allowed'), true, true)).toBe('dealer-captures');
    expect(fieldRuling(o('dealer-captures', 'dealer-wins'), true, false)).toBe('dealer-captures');
    expect(fieldRuling(o('allowed', 'allowed'), true, true)).toBe('play');
    expect(fieldRuling(o('misdeal', 'misdeal'), false, false)).toBe('play');
    expect(fieldWinPoints(rules('full-instructions').options, 'dealer-wins-pairs')).toBe(6); // kuttsuki off there
    expect(fieldWinPoints(rules('fudawiki').options, 'dealer-wins-four')).toBe(6);
  });

  test('dealer-captures with ten-card hands: the turns after the pile runs out are plays from the hand only', () => {
    const r = rules('fudawiki', { handSize: 10, fieldFourOfAKind: 'dealer-captures', fieldFourPairs: 'allowed' });
    const ten: PartialDeal = {
      dealer: ['iris-bridge', 'peony-ribbon', 'clover-boar', 'pampas-moon', 'chrysanthemum-ribbon', 'maple-deer', 'willow-swallow', 'paulownia-phoenix', 'iris-chaff-1', 'peony-chaff-1'],
      other: ['iris-ribbon', 'peony-butterflies', 'clover-ribbon', 'pampas-geese', 'chrysanthemum-sake-cup', 'maple-ribbon', 'willow-ribbon', 'paulownia-chaff-1', 'clover-chaff-1', 'pampas-chaff-1'],
      field: ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2', 'plum-warbler', 'cherry-chaff-1', 'wisteria-cuckoo', 'chrysanthemum-chaff-1'],
      // The four replacements complete no month.
      pile: ['iris-chaff-2', 'peony-chaff-2', 'clover-chaff-2', 'pampas-chaff-2'],
    };
    const rng = createRng(11);
    for (let k = 0; k < 20; k++) {
      let s = round(r, ten);
      expect(s.captured[0]).toEqual(['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2']);
      expect(s.pile.length - s.pileTop).toBe(16); // 20 after the deal, 4 to the field
      while (s.phase !== 'ended') {
        const pileLeft = s.pile.length - s.pileTop;
        const actions = legalActions(s);
        const call = actions.find((a) => a.type === 'call' && a.call === 'koikoi');
        const before = s;
        s = run(s, call ?? actions[rng.int(actions.length)]!);
        if (before.phase === 'play' && pileLeft === 0 && s.phase !== 'ended') {
          // No card was turned: the pile stayed empty and the field grew or shrank by the play alone.
          expect(s.pile.length - s.pileTop).toBe(0);
        }
      }
      expect(s.result!.end).toBe('exhaustive');
      expect([s.hands[0].length, s.hands[1].length]).toEqual([0, 0]);
      expect(cardsAccountedFor(s)).toBe(true);
    }
  });
});

describe('dealerPrivilegeWhen', () => {
  test('the decision', () => {
    const o = (exhaustiveDraw: string, dealerPrivilegeWhen: string) => ({ exhaustiveDraw, dealerPrivilegeWhen }) as Parameters<typeof dealerPrivilegeDue>[0];
    expect(dealerPrivilegeDue(o('dealer-privilege', 'any-draw'), true)).toBe(true);
    expect(dealerPrivilegeDue(o('dealer-privilege', 'no-yaku'), true)).toBe(false);
    expect(dealerPrivilegeDue(o('dealer-privilege', 'no-yaku'), false)).toBe(true);
    expect(dealerPrivilegeDue(o('no-score', 'any-draw'), false)).toBe(false);
  });

  test('two lucky hands under nintendo with no-yaku: the piles are empty, so the privilege is paid', () => {
    const deal: PartialDeal = {
      dealer: ['paulownia-phoenix', 'paulownia-chaff-1', 'paulownia-chaff-2', 'paulownia-chaff-yellow', 'maple-chaff-1', 'willow-ribbon', 'pampas-chaff-1', 'cherry-chaff-1'],
      other: ['pine-ribbon', 'pine-crane', 'plum-ribbon', 'plum-warbler', 'maple-ribbon', 'maple-chaff-2', 'willow-swallow', 'willow-rain-man'],
      field: ['cherry-curtain', 'chrysanthemum-chaff-1', ...SIX],
    };
    const s = round(rules('nintendo', { dealerPrivilegeWhen: 'no-yaku' }), deal);
    expect(s.result).toMatchObject({ end: 'teyaku-draw', dealerPrivilege: true, points: [6, 0] });
  });
});

test('lastTurnKoikoi under hidden-draw: a hand emptied while the pile is not is not the last turn', () => {
  const position = {
    hands: [['cherry-chaff-1'], ['pampas-chaff-2', 'willow-swallow']] as [CardId[], CardId[]],
    field: ['cherry-curtain', 'chrysanthemum-chaff-1'] as CardId[],
    pile: ['chrysanthemum-sake-cup'] as CardId[],
  };
  // Flower-Viewing with the last hand card: hidden-draw still lets the dealer draw later, so koi-koi is offered.
  const hidden = run(midRound(rules('fudawiki', { turnStructure: 'hidden-draw', lastTurnKoikoi: false }), position), play('cherry-chaff-1'));
  expect(hidden.phase).toBe('decision');
  // The standard turn: the hand is empty, so it is the last turn and the round stops.
  const standard = run(midRound(rules('fudawiki', { lastTurnKoikoi: false }), position), play('cherry-chaff-1'));
  expect(standard.result).toMatchObject({ end: 'shobu', winner: 0, outcome: { code: 'forced-stop', reason: { code: 'last-turn' } } });
});
