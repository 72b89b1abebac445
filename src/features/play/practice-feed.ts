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
import { $error, $narration, $pending, $session, $thinking } from './session';
import { call, cancelChoice, choose, chooseLuckyHand, lay, nextRound, play } from './moves';
import { startPlay } from './game-start';
import { holdComputer } from './computer-pacing';
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

/** The practice game's feed (one per page: the store is). */
export function practiceFeed(): TableFeed {
  return {
    $drivers,
    $names,
    $shown,
    $pending,
    $narration,
    $error,
    $thinking,
    press: (card) => void play(card),
    choose: (take) => void choose(take),
    lay: (card) => void lay(card),
    cancelChoice,
    act,
    start: startPlay,
    nextRound: () => void nextRound(),
    hold: holdComputer,
  };
}
