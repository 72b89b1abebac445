/**
 * The table's settings, in the bar's "Table" menu: the pace of the moves, the coach's odds (the
 * practice game), fading cards instead of moving them, and a new game (the practice game). Loaded
 * with the panels, just after the table is drawn (the menu opens on a press).
 */
import { useStore } from '@nanostores/preact';
import { PACES, type Pace } from './beats';
import { $motion, $pace, setMotionSetting, setPaceSetting } from './table-settings';
import { $showOdds, setShowOdds } from '../coach/coach-prefs';
import { COACH_TABLE_WORDS } from '../coach/table-words';
import type { PracticeTools } from './practice-tools';
import { playText } from './words';

export function TableMenu({ tools }: { readonly tools: PracticeTools | null }) {
  const pace = useStore($pace);
  const motion = useStore($motion);
  const showOdds = useStore($showOdds);
  return (
    <div class="table-menu__panel">
      <label class="table-menu__row">
        {playText('settings.pace')}{' '}
        <select value={pace} onChange={(e) => setPaceSetting(e.currentTarget.value as Pace)} data-setting="pace">
          {PACES.map((p) => (
            <option key={p} value={p}>
              {playText(`pace.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {tools && (
        <label class="table-menu__row">
          <input type="checkbox" checked={showOdds} onChange={(e) => setShowOdds(e.currentTarget.checked)} data-setting="odds" />{' '}
          {COACH_TABLE_WORDS['odds.menu']}
        </label>
      )}
      <label class="table-menu__row">
        <input
          type="checkbox"
          checked={motion === 'reduce'}
          onChange={(e) => setMotionSetting(e.currentTarget.checked ? 'reduce' : 'auto')}
          data-setting="motion"
        />{' '}
        {playText('settings.reduce')}
      </label>
      {tools && (
        <button type="button" class="secondary small" onClick={tools.openSetup} data-action="setup">
          {playText('tools.new-game')}
        </button>
      )}
    </div>
  );
}
