/**
 * Keyed dealing (src/engine/keyed.ts): the pure SHA-256 and HMAC agree with node:crypto, the
 * keyed shuffle is a permutation drawn without bias, and a keyed game's deals are not a 32-bit
 * seed's deals: every bit of the 256-bit secret moves the deal, and secrets that share their
 * leading 32 bits deal differently from each other and from the old seed dealer.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, isDealSecret, keyedDeck, KeyedStream, sha256 } from '../../../src/engine/keyed';
import { CARD_IDS } from '../../../src/engine/cards';
import { shuffledDeck } from '../../../src/engine/round/deal';
import { hashSeed } from '../../../src/engine/random';
import { createKeyedGame } from '../../../src/engine/round/keyed-game';
import { applyGameAction, createGame, gameLegalActions, startNextRound } from '../../../src/engine/round/game';
import { decodeRuleSet } from '../../../src/engine/rules/rule-code';
import { decisionsOf } from '../../../src/engine/coach/review';

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const secret = (): string => randomBytes(32).toString('hex');

/** The secret with bit `i` (0 = the first byte's top bit) flipped. */
function flipBit(s: string, i: number): string {
  const b = Buffer.from(s, 'hex');
  b[i >> 3]! ^= 0x80 >> (i & 7);
  return b.toString('hex');
}

describe('SHA-256 and HMAC-SHA256 in pure TypeScript', () => {
  it('agree with node:crypto on lengths around every padding boundary and on random data', () => {
    for (const length of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const data = randomBytes(length);
      expect(hex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with createHmac for keys shorter than, equal to and longer than a block', () => {
    for (const keyLength of [0, 16, 32, 64, 65, 200]) {
      for (const length of [0, 5, 64, 300]) {
        const key = randomBytes(keyLength);
        const message = randomBytes(length);
        expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });

  it('streams HMAC-SHA256(secret, label ‖ 0 ‖ counter) as big-endian words', () => {
    const s = secret();
    const stream = new KeyedStream(s, 'x');
    const words = Array.from({ length: 16 }, () => stream.uint32());
    const expected = [0, 1].flatMap((counter) => {
      const block = createHmac('sha256', Buffer.from(s, 'hex'))
        .update(Buffer.from([0x78, 0, 0, 0, 0, counter]))
        .digest();
      return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4));
    });
    expect(words).toEqual(expected);
  });
});

describe('keyed decks', () => {
  it('are permutations of the 48 cards, the same for the same secret and deal, different between deals', () => {
    const s = secret();
    const deck = keyedDeck(s, 0);
    expect([...deck].sort()).toEqual([...CARD_IDS].sort());
    expect(keyedDeck(s, 0)).toEqual(deck);
    expect(keyedDeck(s, 1)).not.toEqual(deck);
  });

  it('accept only 32-byte hex secrets', () => {
    expect(isDealSecret(secret())).toBe(true);
    for (const bad of ['', 'ab', secret().toUpperCase(), `${secret()}00`, 123]) expect(isDealSecret(bad)).toBe(false);
    expect(() => keyedDeck('00', 0)).toThrow();
  });

  it('draw every position of the first card about equally often (no modulo bias to speak of)', () => {
    const counts = new Map<string, number>();
    const runs = 4800;
    for (let i = 0; i < runs; i++) {
      const first = keyedDeck(secret(), 0)[0]!;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    // 100 expected per card; a fair shuffle stays well inside 40..170 (p < 1e-9 each).
    expect(counts.size).toBe(48);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(40);
      expect(n).toBeLessThan(170);
    }
  });

  it('depend on every bit of the 256-bit secret: flipping any one changes the deal', () => {
    const s = secret();
    const deck = keyedDeck(s, 0).join();
    for (let bit = 0; bit < 256; bit++) expect(keyedDeck(flipBit(s, bit), 0).join()).not.toBe(deck);
  });

  it('consume far more than 128 bits of keyed stream per deal', () => {
    const stream = new KeyedStream(secret(), 'koikoi-dojo/deal/0');
    const deck = [...CARD_IDS];
    for (let i = deck.length - 1; i > 0; i--) stream.int(i + 1);
    // 47 draws of 32 bits at least: 1,504 bits, from a 256-bit key.
    expect(stream.wordsRead * 32).toBeGreaterThanOrEqual(47 * 32);
  });

  it('differ from the 32-bit seed dealer for the same leading bits, and between secrets sharing them', () => {
    const lead = randomBytes(4).toString('hex');
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const s = lead + randomBytes(28).toString('hex');
      const deck = keyedDeck(s, 0).join();
      const seed = parseInt(lead, 16);
      expect(deck).not.toBe(shuffledDeck(hashSeed(seed, 0)).join());
      expect(deck).not.toBe(shuffledDeck(seed).join());
      seen.add(deck);
    }
    // Secrets that a 32-bit search would confuse deal 200 different games.
    expect(seen.size).toBe(200);
  });
});

describe('keyed games', () => {
  const rules = decodeRuleSet('fudawiki_rounds.2');
  if (!rules.ok) throw new Error('rules');

  it('deal every round from the secret, record each deck, and replay to the same game', () => {
    const s = secret();
    let game = createKeyedGame({ rules: rules.value, secret: s });
    expect(game.secret).toBe(s);
    const first = game.current;
    const steps: string[] = [];
    for (let i = 0; i < 2000 && game.status !== 'finished'; i++) {
      const next = game.status === 'round-over' ? startNextRound(game) : applyGameAction(game, gameLegalActions(game)[0]!);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      game = next.value;
      steps.push(game.status);
    }
    expect(game.status).toBe('finished');
    expect(game.history.length).toBeGreaterThanOrEqual(2);
    game.history.forEach((h, i) => {
      expect(h.deck).toEqual(keyedDeck(s, i));
      expect(h.seed).toBe(0);
    });
    // A round's review deals it again from its recorded deck (there is no seed to deal it from).
    for (const h of game.history) expect(decisionsOf(h, rules.value, 0).ok).toBe(true);
    // Without its deck, the round would be dealt from its seed field (0): another deal, whose moves do not fit.
    const played = game.history.find((h) => h.moves.length > 2)!;
    expect(decisionsOf({ ...played, deck: undefined }, rules.value, 0).ok).toBe(false);
    // The same secret deals the same game (the after-game review's replay relies on it).
    expect(createKeyedGame({ rules: rules.value, secret: s }).current).toEqual(first);
    expect(createKeyedGame({ rules: rules.value, secret: flipBit(s, 200) }).current.hands).not.toEqual(first.hands);
  });

  it('leave seeded games exactly as they were (no secret, no decks in their records)', () => {
    const game = createGame({ rules: rules.value, seed: 7 });
    expect(game.secret).toBeUndefined();
    expect(game.currentDeck).toBeUndefined();
    expect(game.seed).toBe(7);
  });
});
