/**
 * The seat drivers' shared parts: the practice game's drivers by seat, the name providers, and
 * the hand-card gestures (field-press) that turn presses into the engine's actions from the
 * shown seat's view alone.
 */
import { describe, expect, test } from 'vitest';
import { practiceDrivers } from '../../../src/features/play/drivers';
import { playerNames, practiceNames } from '../../../src/features/table/seat-names';
import { fieldPress } from '../../../src/features/table/field-press';
import { publicGame } from '../../../src/features/table/public-game';
import { startingGame } from '../../../src/features/play/save';
import { playerView, viewLegalActions } from '../../../src/engine/round/view';
import { playsOf } from '../../../src/shared/field-choice';
import type { RoundAction } from '../../../src/engine/round';
import { describeEntries } from '../../../src/features/table/log-words';
import { rules } from './helpers';

describe('drivers and names', () => {
  test('the practice game: the person at seat 0, a computer level at each other seat', () => {
    expect(practiceDrivers({ rules: rules('fudawiki'), level: 'expert' })).toEqual([{ kind: 'local' }, { kind: 'computer', level: 'expert' }]);
    expect(practiceDrivers({ rules: rules('fudawiki', { players: 3 }), level: 'beginner', level2: 'intermediate' })).toEqual([
      { kind: 'local' },
      { kind: 'computer', level: 'beginner' },
      { kind: 'computer', level: 'intermediate' },
    ]);
  });

  test('names: the practice table says you and the computer(s); a shared table says each name', () => {
    expect(practiceNames(2).short).toEqual(['You', 'Computer']);
    expect(practiceNames(3).short).toEqual(['You', 'CPU left', 'CPU right']);
    const shared = playerNames(['Ana', 'Ben', 'Cy'], 1);
    expect(shared.short).toEqual(['Ana', 'You', 'Cy']);
    // A named seat's verbs agree as for "the computer"; "you" keeps its own.
    expect(describeEntries([{ type: 'call', player: 0, call: 'koikoi' }, { type: 'call', player: 1, call: 'shobu' }] as never, shared.seats)).toBe(
      'Ana called koi-koi: play goes on. You called shōbu and stopped the round.',
    );
  });
});

describe('field-press: gestures to actions from the view', () => {
  test('a card with two takes waits for its choice, then acts with the chosen take; others act at once', () => {
    for (let seed = 1; seed < 300; seed++) {
      const start = startingGame({ kind: 'new', seed }, rules('fudawiki', { players: 3 }));
      if (!start.ok) continue;
      const g = start.value;
      const view = playerView(g.current, g.current.toMove);
      const legal = viewLegalActions(view);
      const double = view.hand.find((c) => playsOf(legal, c).length === 2);
      const single = view.hand.find((c) => playsOf(legal, c).length === 1);
      if (!double || !single) continue;
      const acted: RoundAction[] = [];
      const press = fieldPress(() => view, (a) => void acted.push(a));
      press.press(single);
      expect(acted).toEqual([playsOf(legal, single)[0]]);
      press.press(double);
      expect(press.$pending.get()).toBe(double);
      const take = playsOf(legal, double)[1]!;
      if (take.type !== 'play' || !take.take) throw new Error('no take');
      press.choose(take.take);
      expect(acted[1]).toEqual({ type: 'play', card: double, take: take.take });
      expect(press.$pending.get()).toBeNull();
      // The public game carries no hand and no pile.
      const pub = publicGame(g, true, false);
      expect(JSON.stringify(pub)).not.toContain('"hands"');
      expect(JSON.stringify(pub)).not.toContain('"pile"');
      return;
    }
    throw new Error('no deal with both kinds of card');
  });
});
