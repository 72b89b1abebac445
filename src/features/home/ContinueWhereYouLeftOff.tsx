/**
 * The home page's "continue where you left off", for a returning reader: next lesson, card
 * drills due, the practice game in progress. It renders nothing at build time and nothing for
 * a first-time reader, so the page keeps no empty space for it.
 */
import { useEffect, useState } from 'preact/hooks';
import { dayNumber } from '../progress/progress-model';
import { lessonHref } from '../learn/lessons/lessons-model';
import {
  SAVED_GAME_KEY,
  SAVED_PROGRESS_KEY,
  continueItems,
  glanceSavedGame,
  readSavedProgress,
  type ContinueItem,
  type LessonRef,
} from './continue-model';
import { HOME_WORDS } from './words';

const W = HOME_WORDS.continue;

/**
 * Read once, after hydration, straight from storage rather than through the progress store:
 * the page only looks, never writes, and the store's module would bring the persistence
 * layer (and the engine behind its error words) into the home page's script.
 */
function readItems(lessons: readonly LessonRef[]): ContinueItem[] {
  try {
    const progress = readSavedProgress(localStorage.getItem(SAVED_PROGRESS_KEY));
    const game = glanceSavedGame(localStorage.getItem(SAVED_GAME_KEY));
    return continueItems(progress, lessons, game, dayNumber(new Date()));
  } catch {
    return []; // storage blocked by the browser's settings: nothing to continue
  }
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
      const { round, totals } = item.game;
      return (
        <li data-continue="game">
          <span class="home-continue__what">{W.game}</span>
          <a href="/play/">{round !== null && totals !== null ? W.gameAt(round, totals[0], totals[1]) : W.gameSaved}</a>
        </li>
      );
    }
  }
}

export default function ContinueWhereYouLeftOff({ lessons }: { readonly lessons: readonly LessonRef[] }) {
  // Empty at build time and in the hydrating render (which must match the build's HTML).
  const [items, setItems] = useState<readonly ContinueItem[]>([]);
  useEffect(() => setItems(readItems(lessons)), [lessons]);
  if (items.length === 0) return null;
  return (
    <section class="home-continue" aria-labelledby="home-continue-title" data-testid="home-continue">
      <h2 id="home-continue-title">{W.title}</h2>
      <ul>
        {items.map((item) => (
          <Item key={item.kind} item={item} />
        ))}
      </ul>
    </section>
  );
}
