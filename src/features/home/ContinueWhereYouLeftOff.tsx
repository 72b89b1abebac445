/**
 * The home page's "continue where you left off", for a returning reader: next lesson, card
 * drills due, the practice game in progress, and a word when saved progress could not be read
 * (else the reader would only find it gone). It renders nothing at build time and nothing for
 * a first-time reader, so the page keeps no empty space for it.
 */
import { useEffect, useState } from 'preact/hooks';
import { dayNumber } from '../progress/progress-model';
import { lessonHref } from '../learn/lessons/lessons-model';
import { SAVED_GAME_KEY, SAVED_PROGRESS_KEY, continueItems, readSavedProgress, type ContinueItem, type LessonRef, type SavedGameGlance } from './continue-model';
import { HOME_WORDS } from './words';

const W = HOME_WORDS.continue;

interface Seen {
  readonly items: readonly ContinueItem[];
  /** Saved progress was there but could not be read. */
  readonly progressUnreadable: boolean;
}

const NOTHING: Seen = { items: [], progressUnreadable: false };

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked by the browser's settings: nothing to continue
  }
}

/**
 * Read once, after hydration, straight from storage rather than through the progress store:
 * the page only looks, never writes, and the store's module would bring the persistence
 * layer (and the engine behind its error words) into the home page's script. A saved game is
 * read by the play feature's own reader, loaded only when there is one.
 */
async function readSeen(lessons: readonly LessonRef[]): Promise<Seen> {
  const { progress, unreadable } = readSavedProgress(storedText(SAVED_PROGRESS_KEY));
  const gameText = storedText(SAVED_GAME_KEY);
  let game: SavedGameGlance | null = null;
  if (gameText !== null) {
    try {
      game = (await import('./saved-game')).glanceSavedGame(gameText);
    } catch {
      game = null; // the reader's script could not be loaded (offline): say nothing of the game
    }
  }
  return { items: continueItems(progress, lessons, game, dayNumber(new Date())), progressUnreadable: unreadable };
}

function Item({ item }: { readonly item: ContinueItem }) {
  switch (item.kind) {
    case 'lesson':
      return (
        <li data-continue="lesson">
          <span class="home-continue__what">{W.nextLesson}</span>
          <a href={lessonHref(item.next.id)}>{item.next.title}</a>
          <span class="home-continue__detail">{W.lessonsDone(item.done, item.total)}</span>
        </li>
      );
    case 'lessons-done':
      return (
        <li data-continue="lesson">
          <span class="home-continue__what">{W.nextLesson}</span>
          <a href="/learn/">{W.allLessonsDone(item.total)}</a>
        </li>
      );
    case 'drills':
      return (
        <li data-continue="drills">
          <span class="home-continue__what">{W.drills}</span>
          <a href="/learn/drills/">{item.due > 0 ? W.drillsDue(item.due) : W.drillsClear}</a>
        </li>
      );
    case 'mistakes':
      return (
        <li data-continue="mistakes">
          <span class="home-continue__what">{W.mistakes}</span>
          <a href={item.due > 0 ? '/learn/mistakes/?due' : '/progress/#p-mistakes-section'}>{item.due > 0 ? W.mistakesDue(item.due) : W.mistakesClear(item.kept)}</a>
        </li>
      );
    case 'game': {
      const { game } = item;
      return (
        <li data-continue="game">
          <span class="home-continue__what">{W.game}</span>
          <a href="/play/">{game.readable ? W.gameAt(game.round, game.totals) : W.gameUnreadable}</a>
        </li>
      );
    }
  }
}

export default function ContinueWhereYouLeftOff({ lessons }: { readonly lessons: readonly LessonRef[] }) {
  // Empty at build time and in the hydrating render (which must match the build's HTML).
  const [seen, setSeen] = useState<Seen>(NOTHING);
  useEffect(() => {
    let current = true;
    void readSeen(lessons).then((s) => current && setSeen(s));
    return () => {
      current = false;
    };
  }, [lessons]);
  const { items, progressUnreadable } = seen;
  if (items.length === 0 && !progressUnreadable) return null;
  return (
    <section class="home-continue" aria-labelledby="home-continue-title" data-testid="home-continue">
      <h2 id="home-continue-title">{W.title}</h2>
      {progressUnreadable && (
        <p class="notice notice--warn" data-testid="home-progress-notice">
          ⚠ {W.progressUnreadable} <a href="/progress/">{W.progressUnreadableLink}</a>
        </p>
      )}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <Item key={item.kind} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
