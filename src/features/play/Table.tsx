/**
 * The practice game's table: the table for any seats (SeatTable.tsx) fed by the practice
 * game (practice-feed.ts), with the practice game's own tools — the coach's hint and odds,
 * undo, the review, a new game and the settings — and the deal link at its foot.
 */
import { useEffect, useState } from 'preact/hooks';
import { SeatTable, type PracticeTools } from '../table/SeatTable';
import { useLazy } from '../../shared/use-lazy';
import { practiceFeed } from './practice-feed';
import {
  $canUndo,
  $hint,
  $hintProgress,
  $review,
  cancelHint,
  clearHint,
  newGame,
  openSetup,
  requestHint,
  startReview,
  undo,
  type PlaySession,
} from './game-store';

// The review and the deal link load after the table is drawn (the review only when asked for).
const loadReview = () => import('../review/Review').then((m) => m.Review);
const loadDealLink = () => import('./DealLink').then((m) => m.CurrentDealLink);

export function Table({ session }: { readonly session: PlaySession }) {
  const [feed] = useState(practiceFeed);
  useEffect(() => feed.dispose, [feed]);
  const DealLink = useLazy(loadDealLink);
  const tools: PracticeTools = {
    session,
    $hint,
    $hintProgress,
    $review,
    $canUndo,
    loadReview,
    requestHint,
    cancelHint,
    clearHint,
    undo: () => void undo(),
    startReview,
    newGame: () => newGame({ rules: session.rules, level: session.level, level2: session.level2 ?? null, undo: session.undo }),
    openSetup,
  };
  return <SeatTable feed={feed} practice={tools} foot={DealLink && <DealLink />} />;
}
