/**
 * The practice game as a table feed (src/features/table/seat-driver.ts): the person at seat 0,
 * computer levels at the others; the game held here in the practice store, the table drawn
 * from seat 0's view.
 */
import { computed } from 'nanostores';
import { playerView } from '../../engine/round/view';
import { seatCount } from '../../engine/round/seats';
import type { RoundAction } from '../../engine/round';
import type { TableFeed } from '../table/seat-driver';
import { publicGame } from '../table/public-game';
import { practiceNames } from '../table/seat-names';
import { $pending, $session } from './session';
import { $narration } from './narration';
import { $error } from './problems';
import { call, cancelChoice, choose, chooseLuckyHand, lay, nextRound, play } from './moves';
import { startPlay } from './game-start';
import { practicePacer } from './match';
import { practiceDrivers } from './drivers';
import { YOU } from './words';

const $shown = computed($session, (s) =>
  s === null ? null : { view: playerView(s.game.current, YOU), game: publicGame(s.game, s.started, s.origin.kind === 'deal') },
);
const $drivers = computed($session, (s) => practiceDrivers(s ?? { rules: null, level: 'beginner' }));
const $names = computed($session, (s) => practiceNames(s === null ? 2 : seatCount(s.rules.options)));

function act(action: RoundAction): void {
  if (action.type === 'call') call(action.call);
  else if (action.type === 'luckyHand') chooseLuckyHand(action.choice);
  else if (action.type === 'play') {
    if ('lay' in action && action.lay) lay(action.card);
    else play(action.card, 'take' in action ? action.take : undefined);
  } else if (action.type === 'drawTake') choose(action.take);
}

/** A feed over the practice store (one per table on screen; `dispose` when it goes). */
export function practiceFeed(): TableFeed {
  return {
    $drivers,
    $names,
    $shown,
    $pending,
    $narration,
    $error,
    $thinking: practicePacer.$thinking,
    press: (card) => void play(card),
    choose: (take) => void choose(take),
    lay: (card) => void lay(card),
    cancelChoice,
    act,
    start: startPlay,
    nextRound: () => void nextRound(),
    hold: practicePacer.hold,
    // The atoms are the store's and computed on demand: nothing of the feed's own to let go.
    dispose: () => undefined,
  };
}
