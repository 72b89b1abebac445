/**
 * A nanostore atom kept in localStorage, validated on load. A corrupted or outdated
 * value never reaches the app: the decoder rejects it, the store starts from its
 * fallback, and `notice` says what happened in words a reader understands. The bad
 * value is kept under `<key>:rejected` so nothing a visitor saved is silently destroyed.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Result } from '../engine/result';
import { persistedNoticeText, SAVED_NOT_JSON_TEXT, SAVED_UNREADABLE_TEXT } from '../words/saved-notices';
import { lateWords } from './late-words';

export interface PersistedOptions<T, E> {
  /** localStorage key; namespaced with "koikoi:" by convention. */
  readonly key: string;
  readonly fallback: T;
  /** Turns the parsed JSON into a value, or gives the error code of why it cannot. */
  readonly decode: (raw: unknown) => Result<T, E>;
  /**
   * The decoder's error as a clause for the reader. A promise when its words load on use (the
   * engine's refusals, src/words/errors.ts): the notice then appears once they have loaded.
   */
  readonly describe: (error: E) => string | Promise<string>;
  /** Turns the value into JSON-safe data (default: the value itself). */
  readonly encode?: (value: T) => unknown;
  /** Shown before the decoder's reason, e.g. "Your saved rules could not be read". */
  readonly noticePrefix: string;
}

export interface Persisted<T> {
  readonly store: WritableAtom<T>;
  /** A message for the reader when a saved value was rejected; null otherwise. */
  readonly notice: ReadableAtom<string | null>;
  dismissNotice(): void;
  /** Forget the saved value and return to the fallback. */
  reset(): void;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access denied (privacy settings): work in memory only
  }
}

export function persisted<T, E>(options: PersistedOptions<T, E>): Persisted<T> {
  const { key, fallback, decode, describe, noticePrefix } = options;
  const encode = options.encode ?? ((value: T) => value);
  // A reason worded late never brings back a notice dismissed (or replaced) meanwhile.
  const notice = lateWords();

  const read = (): T => {
    const raw = storage()?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return reject(raw, SAVED_NOT_JSON_TEXT);
    }
    const decoded = decode(parsed);
    return decoded.ok ? decoded.value : reject(raw, describe(decoded.error));
  };

  const reject = (raw: string, reason: string | Promise<string>): T => {
    try {
      storage()?.setItem(`${key}:rejected`, raw);
    } catch {
      /* quota: keeping the copy is best effort */
    }
    if (typeof reason === 'string') notice.say(persistedNoticeText(noticePrefix, reason));
    else {
      notice.sayLater(
        reason.then((clause) => persistedNoticeText(noticePrefix, clause)),
        persistedNoticeText(noticePrefix, SAVED_UNREADABLE_TEXT),
      );
    }
    return fallback;
  };

  const $store = atom<T>(read());
  let writing = false;
  $store.listen((value) => {
    if (writing) return;
    try {
      storage()?.setItem(key, JSON.stringify(encode(value)));
    } catch {
      /* storage full or blocked: the value lives for this page only */
    }
  });

  // Another tab changed the value: follow it without writing it back.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      writing = true;
      try {
        $store.set(read());
      } finally {
        writing = false;
      }
    });
  }

  return {
    store: $store,
    notice: notice.$text,
    dismissNotice: () => notice.say(null),
    reset: () => {
      storage()?.removeItem(key);
      writing = true;
      try {
        $store.set(fallback);
      } finally {
        writing = false;
      }
    },
  };
}
