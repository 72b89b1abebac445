/**
 * How the table shows a turn: the pace of its beats and whether cards travel or cross-fade.
 * Kept on the device (localStorage), apart from the saved game: a preference, not part of it.
 */
import { atom } from 'nanostores';
import { BEAT_MS, FADE_MS, PACES, type Pace } from './beats';

const PACE_KEY = 'koikoi.play.pace';
const MOTION_KEY = 'koikoi.play.motion';

export const MOTIONS = ['auto', 'reduce'] as const;
export type MotionSetting = (typeof MOTIONS)[number];

function read<T extends string>(key: string, values: readonly T[], fallback: T): T {
  try {
    const v = globalThis.localStorage?.getItem(key);
    return values.includes(v as T) ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* private mode: the setting lasts for the visit */
  }
}

export const $pace = atom<Pace>(read(PACE_KEY, PACES, 'normal'));
/** 'reduce': cross-fades even when the system does not ask for reduced motion. */
export const $motion = atom<MotionSetting>(read(MOTION_KEY, MOTIONS, 'auto'));

export function setPaceSetting(p: Pace): void {
  $pace.set(p);
  write(PACE_KEY, p);
}

export function setMotionSetting(m: MotionSetting): void {
  $motion.set(m);
  write(MOTION_KEY, m);
}

/** Whether beats cross-fade (the setting, or the system's reduced-motion preference). */
export function reducedMotion(): boolean {
  if ($motion.get() === 'reduce') return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Milliseconds between beats: the pace's, or a quick fade's with reduced motion (never zero: nothing is skipped). */
export function beatStep(): number {
  return reducedMotion() ? Math.max(FADE_MS * 2, Math.round(BEAT_MS[$pace.get()] * 0.6)) : BEAT_MS[$pace.get()];
}
