/**
 * Words that load on use (src/shared/late-words.ts and the saved-value notice of
 * src/shared/persisted.ts): they appear once loaded, in order, and never bring back a message
 * that was replaced or cleared while they loaded.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { lateWords } from '../../../src/shared/late-words';
import { persisted } from '../../../src/shared/persisted';
import { err, ok } from '../../../src/engine/result';
import { MemoryStorage } from '../pass-and-play/support';

/** A promise and the means to settle it later. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lateWords', () => {
  test('words said later appear once they have loaded', async () => {
    const words = lateWords();
    const loading = deferred<string>();
    words.sayLater(loading.promise, 'unloaded');
    expect(words.$text.get()).toBeNull();
    loading.resolve('That move is not allowed.');
    await flush();
    expect(words.$text.get()).toBe('That move is not allowed.');
  });

  test('a late wording never replaces what was said or cleared after it was asked', async () => {
    const words = lateWords();
    const first = deferred<string>();
    words.sayLater(first.promise, 'unloaded');
    words.say('The computer player could not be loaded.');
    first.resolve('That move is not allowed.');
    await flush();
    expect(words.$text.get()).toBe('The computer player could not be loaded.');

    const second = deferred<string>();
    words.sayLater(second.promise, 'unloaded');
    words.say(null);
    second.resolve('Undo failed.');
    await flush();
    expect(words.$text.get()).toBeNull();
  });

  test('of two late wordings the last asked is shown, whichever loads first', async () => {
    const words = lateWords();
    const older = deferred<string>();
    const newer = deferred<string>();
    words.sayLater(older.promise, 'unloaded');
    words.sayLater(newer.promise, 'unloaded');
    newer.resolve('newer');
    older.resolve('older');
    await flush();
    expect(words.$text.get()).toBe('newer');
  });

  test('words that cannot load are replaced by the fallback', async () => {
    const words = lateWords();
    const loading = deferred<string>();
    words.sayLater(loading.promise, 'The reason could not be loaded.');
    loading.reject(new Error('offline'));
    await flush();
    expect(words.$text.get()).toBe('The reason could not be loaded.');
  });
});

describe('a saved value set aside with a reason worded on use', () => {
  afterEach(() => vi.unstubAllGlobals());

  function store(reason: Promise<string>) {
    const storage = new MemoryStorage();
    storage.setItem('koikoi:test', JSON.stringify({ bad: true }));
    vi.stubGlobal('localStorage', storage);
    const saved = persisted<number, 'bad'>({
      key: 'koikoi:test',
      fallback: 7,
      decode: (raw) => (typeof raw === 'number' ? ok(raw) : err('bad')),
      describe: () => reason,
      noticePrefix: 'Your saved number could not be read',
    });
    return { saved, storage };
  }

  test('starts from the fallback at once, keeps the bad value, and says why once the words load', async () => {
    const reason = deferred<string>();
    const { saved, storage } = store(reason.promise);
    expect(saved.store.get()).toBe(7);
    expect(storage.getItem('koikoi:test:rejected')).toBe('{"bad":true}');
    expect(saved.notice.get()).toBeNull();
    reason.resolve('it is not a number');
    await flush();
    expect(saved.notice.get()).toBe('Your saved number could not be read: it is not a number. The defaults are in use instead.');
  });

  test('a notice dismissed before its words loaded stays dismissed', async () => {
    const reason = deferred<string>();
    const { saved } = store(reason.promise);
    saved.dismissNotice();
    reason.resolve('it is not a number');
    await flush();
    expect(saved.notice.get()).toBeNull();
  });

  test('words that cannot load still say the value was set aside', async () => {
    const reason = deferred<string>();
    const { saved } = store(reason.promise);
    reason.reject(new Error('offline'));
    await flush();
    expect(saved.notice.get()).toBe('Your saved number could not be read: the saved data could not be read. The defaults are in use instead.');
  });
});
