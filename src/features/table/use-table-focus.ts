/**
 * Where the keyboard's focus goes at the table: when the situation changes, to the control that
 * is now expected (who deals first, the round's end, a choice, the koi-koi decision, a hand card);
 * and Escape closes the hint.
 */
import { useEffect, useRef, type MutableRef } from 'preact/hooks';
import type { PublicGame } from './seat-driver';
import type { TableModel } from './table-model';

export interface FocusRefs {
  readonly root: MutableRef<HTMLDivElement | null>;
  readonly intro: MutableRef<HTMLHeadingElement | null>;
  readonly choice: MutableRef<HTMLButtonElement | null>;
  readonly decision: MutableRef<HTMLHeadingElement | null>;
  readonly end: MutableRef<HTMLHeadingElement | null>;
  readonly hand: MutableRef<HTMLUListElement | null>;
}

export function useTableFocus({
  refs,
  game,
  table: t,
  review,
  panelsReady,
  running,
  resumed,
}: {
  readonly refs: FocusRefs;
  readonly game: PublicGame;
  readonly table: TableModel;
  /** The review is open (it keeps its own focus). */
  readonly review: boolean;
  readonly panelsReady: boolean;
  /** A turn's beats are being shown. */
  readonly running: boolean;
  /** The game on the table was resumed with moves already played (a reload). */
  readonly resumed: boolean;
}): void {
  const yourTurn = t.yourTurn;
  const focusKey = [game.started, t.game.round, t.game.status, t.turn, t.phase, t.toMove, t.playsLeft, t.hand.length, t.pending, !review, panelsReady, running].join('|');
  const firstRun = useRef(true);
  useEffect(() => {
    const activeEl = document.activeElement;
    if (firstRun.current && panelsReady) {
      firstRun.current = false;
      // On arrival, focus moves only to a game that is waiting to start (just set up, or a
      // deal link); a resumed game leaves focus where the page put it.
      if (game.started || resumed || (activeEl && activeEl !== document.body)) return;
    }
    if (review) return;
    const root = refs.root.current;
    const ours = !activeEl || activeEl === document.body || (root !== null && root.contains(activeEl));
    if (!ours) return;
    let target: HTMLElement | null | undefined;
    if (!game.started) target = refs.intro.current;
    else if (t.game.status !== 'playing') target = refs.end.current;
    else if (yourTurn && t.choice) target = refs.choice.current;
    else if (yourTurn && t.phase === 'decision') target = refs.decision.current;
    else if (yourTurn) {
      // Already on a card of the hand (a sequence just ended): stay there.
      if (activeEl instanceof HTMLElement && activeEl.classList.contains('hand__card')) return;
      target = refs.hand.current?.querySelector<HTMLButtonElement>('button');
    } else if (activeEl === document.body || !activeEl?.isConnected) target = refs.hand.current;
    target?.focus();
  }, [focusKey]);
}

/** While a hint is shown or worked out, Escape closes it (an open menu or details box first). */
export function useEscapeClearsHint(active: boolean, clear: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // An open menu or details box closes first (the browser's own Escape).
      if (document.activeElement?.closest('details[open]')) return;
      e.preventDefault();
      clear();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
