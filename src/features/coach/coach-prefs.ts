/**
 * The reader's "Show the odds at koi-koi decisions" setting (on by default): when on, the
 * koi-koi decision of the practice game shows the coach's odds of stopping and of playing on.
 * Kept in localStorage under ODDS_KEY as JSON `true`/`false` (the store pattern of
 * src/shared/persisted.ts: a bad value is set aside with a notice, never trusted).
 *
 * Small on purpose: the table's menu reads it, so it is part of the game page's first script.
 */
import { err, ok, type Result } from '../../engine/result';
import { settingErrorText, type SettingError } from '../../words/saved-notices';
import { persisted } from '../../shared/persisted';

export const ODDS_KEY = 'koikoi:coach-odds';

export function decodeShowOdds(raw: unknown): Result<boolean, SettingError> {
  return typeof raw === 'boolean' ? ok(raw) : err({ code: 'not-on-or-off' });
}

const odds = persisted({
  key: ODDS_KEY,
  fallback: true,
  decode: decodeShowOdds,
  describe: settingErrorText,
  noticePrefix: 'Your setting for the koi-koi odds could not be read',
});

/** True (the default) when the koi-koi decision shows the coach's odds. */
export const $showOdds = odds.store;

export function setShowOdds(show: boolean): void {
  $showOdds.set(show);
}
