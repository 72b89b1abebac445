/**
 * The reader's "Show month and kind markers" setting. The markers (month number and kind
 * badge over each card's corner, see CardImage.tsx) are a learning aid; players practising
 * for real cards, which have none, can hide them.
 *
 * Kept in localStorage under CARD_MARKERS_KEY as JSON `true`/`false`. public/theme-init.js
 * reads the same key before first paint and puts CARD_MARKERS_OFF_CLASS on <html>, so every
 * page (with or without islands) draws its cards right from the start: keep the two in step.
 */
import type { ReadableAtom } from 'nanostores';
import { err, ok, type Result } from '../engine/result';
import { settingErrorText, type SettingError } from '../words/saved-notices';
import { persisted } from './persisted';

export const CARD_MARKERS_KEY = 'koikoi:card-markers';
/** Class on <html> that hides the markers (card-image.css). */
export const CARD_MARKERS_OFF_CLASS = 'card-markers-off';

export function decodeCardMarkers(raw: unknown): Result<boolean, SettingError> {
  return typeof raw === 'boolean' ? ok(raw) : err({ code: 'not-on-or-off' });
}

const markers = persisted({
  key: CARD_MARKERS_KEY,
  fallback: true,
  decode: decodeCardMarkers,
  describe: settingErrorText,
  noticePrefix: 'Your card marker setting could not be read',
});

/** True (the default) when the markers are shown. */
/** Whether cards show their markers. This module is its one writer (`showCardMarkers`). */
export const $cardMarkers: ReadableAtom<boolean> = markers.store;

/** The reader turned the markers on or off. */
export function showCardMarkers(show: boolean): void {
  markers.store.set(show);
}
export const cardMarkersNotice = markers.notice;
export const dismissCardMarkersNotice = markers.dismissNotice;

export function applyCardMarkers(root: Element, show: boolean): void {
  root.classList.toggle(CARD_MARKERS_OFF_CLASS, !show);
}

// Where this module runs in a page (the settings switch), the page follows the store at once,
// also when another tab changes the setting.
if (typeof document !== 'undefined') $cardMarkers.subscribe((show) => applyCardMarkers(document.documentElement, show));
