/**
 * Every move seen: the beats of what changed in the round's log since the table was last drawn
 * (or of the last turn again, on request), run by the animation runner over the table's cards,
 * with the sentence of each log line said as its beat comes. An undo or a new round cancels
 * the run: nothing to show moving, and the old lines no longer apply.
 *
 * The beats need no words: a run starts, and holds the computer seats, as its log lines come.
 * The lines' sentences come from log-words.ts, which loads after the table is drawn: a
 * sequence's `entries` are null until it has arrived, and the message bar shows its lines from
 * then (the practice table's narration, which they are found in, waits for the same module).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MutableRef } from 'preact/hooks';
import type { TableFeed } from './seat-driver';
import type { Seats } from '../../words/format';
import { beatsOf, type Beat } from './beats';
import type { Rects, Run } from './motion';
import { loadLogWords, loadMotion, motion } from './lazy-parts';
import { loadOnce, useLazy } from '../../shared/use-lazy';
import { beatStep, reducedMotion } from './table-settings';
import type { TableModel } from './table-model';

/** A beat sequence being shown (or last shown): its beats and the sentences of its log lines. */
export interface Sequence {
  readonly key: string;
  readonly beats: readonly Beat[];
  /** The sentence of each of its log lines; null until the log's words have loaded. */
  readonly entries: readonly string[] | null;
  readonly at: number;
}

/** A sequence as started: its log lines, to be worded with the seats named as they were then. */
interface Started {
  readonly key: string;
  readonly beats: readonly Beat[];
  readonly log: TableModel['log'];
  readonly seats: Seats;
  readonly at: number;
}

export interface Beats {
  readonly sequence: Sequence | null;
  /** The beat shown now (-1 before any). */
  readonly beat: number;
  readonly running: boolean;
  /** Shows the last turn again. */
  replay(): void;
}

/** Only the anchors (hands, pile), for a replay whose starting places were not kept. */
function snapshotAnchors(root: HTMLElement): Rects {
  const m = motion();
  const all = m ? m.snapshot(root) : new Map<string, DOMRect>();
  return new Map([...all].filter(([k]) => k.startsWith('@')));
}

export function useBeats(rootRef: MutableRef<HTMLDivElement | null>, t: TableModel, seats: Seats, feed: TableFeed, paused: boolean): Beats {
  const rects = useRef<Rects>(new Map());
  const lastRects = useRef<Rects>(new Map());
  const seen = useRef<{ round: number; log: number } | null>(null);
  const run = useRef<Run | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [beat, setBeat] = useState(-1);
  // The animation runner is asked for as the table is first drawn: it is there by the first move.
  useEffect(() => {
    void loadOnce(loadMotion);
  }, []);
  // The log's words likewise; the table draws again when they arrive.
  const words = useLazy(loadLogWords);
  const sequence = useMemo<Sequence | null>(
    () =>
      started && {
        key: started.key,
        beats: started.beats,
        entries: words ? started.log.map((e) => words.describeEntry(e, started.seats)) : null,
        at: started.at,
      },
    [started, words],
  );

  const start = (beats: readonly Beat[], log: TableModel['log'], before: Rects, key: string) => {
    const root = rootRef.current;
    run.current?.cancel();
    if (!root || beats.length === 0) {
      // Nothing to show: a run cut short ends here (its beat past its last), and the table is
      // drawn again (the value always changes), no longer waiting on beats that will not come.
      setBeat((b) => b + 1e9);
      return;
    }
    lastRects.current = before;
    setStarted({ key, beats, log, seats, at: Date.now() });
    setBeat(0);
    const m = motion();
    if (!m) {
      // Not loaded yet (a move in the first instant): the sentences are still said, all at once.
      setBeat(beats.length);
      return;
    }
    run.current = m.runBeats(root, beats, before, { step: beatStep(), reduced: reducedMotion(), onBeat: setBeat });
    feed.hold?.(run.current.total + 150);
  };

  // Whether the round's log has grown since `was` (beats to show, unless paused).
  const grown = (was: { round: number; log: number } | null) => !!was && was.round === t.game.round && t.log.length > was.log && !paused;

  useLayoutEffect(() => {
    const root = rootRef.current;
    const log = t.log;
    const was = seen.current;
    seen.current = { round: t.game.round, log: log.length };
    if (root && was && grown(was)) {
      const added = log.slice(was.log);
      start(beatsOf(added), added, rects.current, `${t.game.round}:${log.length}`);
    } else if (was && (was.round !== t.game.round || log.length < was.log)) {
      run.current?.cancel();
      setStarted(null);
    }
  }, [t.log.length, t.game.round]);

  // Where every card is once drawn: the starting point of the next turn's travel.
  useLayoutEffect(() => {
    const m = motion();
    if (rootRef.current && m) rects.current = m.snapshot(rootRef.current);
  });
  useEffect(() => () => run.current?.cancel(), []);

  const replay = () => {
    const added = t.lastTurn;
    const root = rootRef.current;
    if (!root || added.length === 0) return;
    // Cards start where they were before that turn when known; otherwise from the hand or pile.
    start(beatsOf(added), added, lastRects.current.size ? lastRects.current : snapshotAnchors(root), `replay:${Date.now()}`);
  };

  // Running too in the one render between the log growing and its run starting (a layout
  // effect, just after): the hand is never drawn live over cards about to fly.
  // (A sequence is set with its first beat, so its beat is never below 0.)
  const running = grown(seen.current) || (sequence !== null && beat < sequence.beats.length);
  return { sequence, beat, running, replay };
}
