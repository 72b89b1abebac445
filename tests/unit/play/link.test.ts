import { dealLinkProblemText, playErrorText } from '../../../src/words/errors';
import { describe, expect, test } from 'vitest';
import { createGame, startNextRound } from '../../../src/engine/round';
import { encodeRuleChoice } from '../../../src/engine';
import { gameFromDeal } from '../../../src/features/play/save';
import { dealLinkPath, parseDealLink, type DealLink } from '../../../src/features/play/deal-link';
import { randomSteps, rules } from './helpers';

const deal = (search: string): DealLink => {
  const parsed = parseDealLink(search);
  if (parsed.kind !== 'deal') throw new Error(JSON.stringify(parsed));
  return parsed.link;
};

const problems = (search: string): string[] => {
  const parsed = parseDealLink(search);
  expect(parsed.kind).toBe('invalid');
  return parsed.kind === 'invalid' ? parsed.problems.map(dealLinkProblemText) : [];
};

describe('reading deal links', () => {
  test('no deal in the address', () => {
    expect(parseDealLink('').kind).toBe('none');
    expect(parseDealLink('?rules=fudawiki').kind).toBe('none');
    expect(parseDealLink('?utm=1').kind).toBe('none');
  });

  test('a full link', () => {
    const code = encodeRuleChoice({ preset: 'nintendo', overrides: { rounds: 2 } });
    const link = deal(`?seed=12345&round=2&dealer=computer&rules=${code}&level=expert`);
    expect(link).toMatchObject({ seed: 12345, round: 2, dealer: 1, level: 'expert' });
    expect(link.rules?.preset).toBe('nintendo');
    expect(link.rules?.options.rounds).toBe(2);
  });

  test('a seed alone: round 1, dealer drawn, the reader’s rules', () => {
    expect(deal('?seed=7')).toEqual({ seed: 7, round: 1, dealer: null, rules: null, level: null });
  });

  test.each([
    ['?seed=abc', /seed “abc” is not a whole number/],
    ['?seed=-3', /not a whole number/],
    ['?seed=99999999999', /not a whole number/],
    ['?round=2', /needs a seed/],
    ['?seed=1&round=13', /round “13”/],
    ['?seed=1&round=1000', /round “1000”/],
    ['?seed=1&round=0', /round “0”/],
    ['?seed=1&dealer=me', /dealer “me”/],
    ['?seed=1&level=god', /level “god”/],
    ['?seed=1&rules=fudawiki_noSuchOption.3', /noSuchOption/],
    [`?seed=1&round=3&rules=${'fudawiki_rounds.2'}`, /round 3, but its rules play 2 rounds/],
  ])('%s explains itself', (search, message) => {
    expect(problems(search).join(' ')).toMatch(message);
  });

  test('under rounds: unlimited a link may name a round past twelve, and deals that round’s month', () => {
    const r = rules('fudawiki', { rounds: 'unlimited', targetScore: 50 });
    const link = deal(`?seed=4242&round=15&dealer=you&rules=${encodeRuleChoice(r)}`);
    expect(link.round).toBe(15);
    const game = gameFromDeal(r, link.seed, link.round, link.dealer);
    expect(game.ok && game.value.round).toBe(15);
    expect(game.ok && game.value.current.month).toBe(3);
    expect(game.ok && dealLinkPath(game.value)).toMatch(/round=15/);
  });

  test('every problem is listed, not just the first', () => {
    expect(problems('?seed=x&dealer=y&level=z')).toHaveLength(3);
  });
});

describe('a deal link replays the same deal', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('round 1 of a new game (seed %i)', (seed) => {
    const r = rules('fudawiki');
    const game = createGame({ rules: r, seed });
    const link = deal(dealLinkPath(game).split('?')[1]!);
    const replayed = gameFromDeal(link.rules!, link.seed, link.round, link.dealer);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.value.current.hands).toEqual(game.current.hands);
    expect(replayed.value.current.field).toEqual(game.current.field);
    expect(replayed.value.current.pile).toEqual(game.current.pile);
    expect(replayed.value.current.dealer).toBe(game.current.dealer);
    expect(replayed.value.current.month).toBe(game.current.month);
  });

  test('a later round, with the rule set of the game', () => {
    const r = rules('koikoi-japan', { rounds: 4 });
    // Play random moves until round 3 is dealt.
    let game = createGame({ rules: r, seed: 77 });
    for (let i = 0; game.round < 3; i++) {
      game = randomSteps(game, 3 + i, 1).game;
      if (game.status === 'round-over') {
        const next = startNextRound(game);
        if (next.ok) game = next.value;
      }
    }
    expect(game.round).toBe(3);
    const link = deal(dealLinkPath(game, 'intermediate').split('?')[1]!);
    expect(link.level).toBe('intermediate');
    expect(link.rules?.options).toEqual(r.options);
    const replayed = gameFromDeal(link.rules!, link.seed, link.round, link.dealer);
    expect(replayed.ok && replayed.value.current.hands).toEqual(game.current.hands);
    expect(replayed.ok && replayed.value.current.field).toEqual(game.current.field);
    expect(replayed.ok && replayed.value.round).toBe(3);
  });

  test('a seed alone draws the dealer as the rules say, and always the same way', () => {
    const r = rules('fudawiki');
    const a = gameFromDeal(r, 4242, 1, null);
    const b = gameFromDeal(r, 4242, 1, null);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.firstDealer.method).toBe('draw');
    expect(a.value.firstDealer.draws.length).toBeGreaterThan(0);
    expect(a.value.current.hands).toEqual(b.value.current.hands);
  });

  test('a round past the rules’ last round is refused', () => {
    const r = rules('fudawiki', { rounds: 2 });
    const res = gameFromDeal(r, 1, 5, 0);
    expect(res.ok).toBe(false);
    expect(res.ok ? '' : playErrorText(res.error)).toMatch(/round 5/);
  });

  test('a deal that ends before play (a misdeal) is refused with the reason', () => {
    // Every field is a misdeal with four-of-a-kind misdeals and lucky hands as misdeals? Find one.
    const r = rules('fudawiki', { teyaku: 'misdeal' });
    let found = false;
    for (let seed = 0; seed < 3000 && !found; seed++) {
      const res = gameFromDeal(r, seed, 1, 0);
      if (!res.ok) {
        expect(playErrorText(res.error)).toMatch(/ends before any card is played/);
        found = true;
      }
    }
    expect(found).toBe(true);
  });
});

describe('a deal link leaves the address once opened', () => {
  test('every deal parameter goes (level2 of a three-player link too), other parameters stay', async () => {
    const { withoutDealLink, DEAL_PARAMS } = await import('../../../src/features/play/deal-params');
    const three = '?seed=12&round=1&dealer=left&rules=fudawiki_players.3&level=expert&level2=beginner&utm=x';
    expect(withoutDealLink(three)).toBe('utm=x');
    // What remains is not a deal link: a reload resumes the saved game instead of reading one.
    expect(parseDealLink(`?${withoutDealLink(three)}`).kind).toBe('none');
    for (const p of DEAL_PARAMS) expect(withoutDealLink(`?${p}=1`)).toBe('');
  });
});
