/**
 * An atom of words some of which load on use (the engine's refusals, several kilobytes, are not
 * in a page's first load). `say` sets words at once; `sayLater` sets them once they have loaded —
 * unless something newer was said (or the atom cleared) meanwhile, so a late wording never
 * brings back an old message. If the words cannot load (offline on a first visit), `unloaded`
 * is said instead.
 */
import { atom, type ReadableAtom } from 'nanostores';

export interface LateWords {
  readonly $text: ReadableAtom<string | null>;
  say(text: string | null): void;
  sayLater(words: Promise<string>, unloaded: string): void;
}

export function lateWords(): LateWords {
  const $text = atom<string | null>(null);
  let version = 0;
  const say = (text: string | null) => {
    version += 1;
    $text.set(text);
  };
  return {
    $text,
    say,
    sayLater(words, unloaded) {
      const asked = ++version;
      words.then(
        (text) => asked === version && say(text),
        () => asked === version && say(unloaded),
      );
    },
  };
}
