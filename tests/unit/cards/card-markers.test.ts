/**
 * The "Show month and kind markers" setting: kept in localStorage, read back by a fresh page
 * load (a new module instance), a corrupted value refused with a notice, and the class on
 * <html> that hides the markers kept in step. public/theme-init.js reads the same key before
 * first paint; its rule (only JSON false hides) is checked here against the store's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryStorage } from '../play/helpers';

type Module = typeof import('../../../src/shared/card-markers');

let storage: MemoryStorage;

async function load(): Promise<Module> {
  vi.resetModules();
  return import('../../../src/shared/card-markers');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs public/theme-init.js against this storage; returns the classes it put on <html>. */
function themeInit(): string[] {
  const classes = new Set<string>();
  const documentElement = { dataset: {}, classList: { add: (c: string) => classes.add(c) } };
  runInNewContext(readFileSync(join(import.meta.dirname, '../../../public/theme-init.js'), 'utf8'), { localStorage: storage, document: { documentElement } });
  return [...classes];
}

describe('card markers setting', () => {
  test('shown by default, nothing saved', async () => {
    const m = await load();
    expect(m.$cardMarkers.get()).toBe(true);
    expect(storage.getItem(m.CARD_MARKERS_KEY)).toBeNull();
    expect(themeInit()).toEqual([]);
  });

  test('turning them off is saved and a fresh page load reads it back, also before paint', async () => {
    const first = await load();
    first.showCardMarkers(false);
    expect(storage.getItem(first.CARD_MARKERS_KEY)).toBe('false');
    const second = await load();
    expect(second.$cardMarkers.get()).toBe(false);
    expect(themeInit()).toEqual([second.CARD_MARKERS_OFF_CLASS]);
    second.showCardMarkers(true);
    expect((await load()).$cardMarkers.get()).toBe(true);
    expect(themeInit()).toEqual([]);
  });

  test.each([['"off"'], ['0'], ['null'], ['{"show":false}'], ['not json']])('a corrupted value (%s) is refused: markers shown, value kept aside, notice', async (raw) => {
    storage.setItem('koikoi:card-markers', raw);
    const m = await load();
    expect(m.$cardMarkers.get()).toBe(true);
    expect(m.cardMarkersNotice.get()).toMatch(/card marker setting could not be read/);
    expect(storage.getItem('koikoi:card-markers:rejected')).toBe(raw);
    // The script before paint agrees: anything but false leaves the markers shown.
    expect(themeInit()).toEqual([]);
  });

  test('decodeCardMarkers takes only a boolean', async () => {
    const { decodeCardMarkers } = await load();
    expect(decodeCardMarkers(false)).toEqual({ ok: true, value: false });
    expect(decodeCardMarkers(true)).toEqual({ ok: true, value: true });
    expect(decodeCardMarkers('false').ok).toBe(false);
  });

  test('applyCardMarkers puts the class on <html> only when the markers are hidden', async () => {
    const { applyCardMarkers, CARD_MARKERS_OFF_CLASS } = await load();
    const classes = new Set<string>();
    const root = { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) } } as unknown as Element;
    applyCardMarkers(root, false);
    expect([...classes]).toEqual([CARD_MARKERS_OFF_CLASS]);
    applyCardMarkers(root, true);
    expect([...classes]).toEqual([]);
  });
});
