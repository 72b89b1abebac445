/**
 * Card drills: which card to ask next (spaced repetition over the Leitner boxes of
 * `progress/progress-model.ts`), the choices of a "find the card" question, how an answer is judged,
 * and the mastery view's words. Pure functions: the island only shows and collects.
 */
import { CARD_IDS, KINDS, getCard, type CardId, type Kind, type Month } from '../../../engine/cards';
import { DRILL_BOXES, dueCards, isMastered, type DrillRecord, type Progress } from '../../progress/progress-model';
import { cardName, kindLabel, monthName, plantName, shortName } from '../../../words/card-names';

export type Rng = () => number;

export const DRILL_MODES = ['name', 'find'] as const;
export type DrillMode = (typeof DRILL_MODES)[number];

/**
 * The next card to drill: a due card from the lowest box (new and missed cards first), picked
 * at random among those so a session does not always start in January. Null when none is due.
 * `avoid` keeps the card just asked from coming straight back while others are due.
 */
export function nextDrillCard(progress: Progress, today: number, rng: Rng, avoid?: CardId): CardId | null {
  const due = dueCards(progress, CARD_IDS, today);
  const pool = due.length > 1 && avoid ? due.filter((c) => c !== avoid) : due;
  if (pool.length === 0) return null;
  const box = (c: CardId) => progress.drills[c]?.box ?? -1;
  const lowest = box(pool[0]!);
  const candidates = pool.filter((c) => box(c) === lowest);
  return candidates[Math.floor(rng() * candidates.length)] ?? candidates[0]!;
}

/** A card for extra practice when nothing is due: the least-known cards first. */
export function practiceCard(progress: Progress, rng: Rng, avoid?: CardId): CardId {
  const box = (c: CardId) => progress.drills[c]?.box ?? -1;
  const pool = CARD_IDS.filter((c) => c !== avoid);
  const lowest = Math.min(...pool.map(box));
  const candidates = pool.filter((c) => box(c) === lowest);
  return candidates[Math.floor(rng() * candidates.length)] ?? candidates[0]!;
}

function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Cards a reader cannot tell apart by name: the two chaff of a month, whose art alone differs. */
export function sameName(a: CardId, b: CardId): boolean {
  return cardName(a) === cardName(b);
}

/**
 * Four cards to choose from, the target among them: one look-alike of the same month, one of the
 * same kind, one other. No choice shares the target's name (the two chaff of a month look alike).
 */
export function findChoices(target: CardId, rng: Rng, count = 4): CardId[] {
  const t = getCard(target);
  const allowed = CARD_IDS.filter((c) => c !== target && !sameName(c, target));
  const picked: CardId[] = [];
  const take = (pool: readonly CardId[]) => {
    const rest = pool.filter((c) => !picked.includes(c));
    if (rest.length > 0 && picked.length < count - 1) picked.push(rest[Math.floor(rng() * rest.length)]!);
  };
  take(allowed.filter((c) => getCard(c).month === t.month));
  take(allowed.filter((c) => getCard(c).kind === t.kind));
  while (picked.length < count - 1) take(allowed);
  return shuffle([target, ...picked], rng);
}

/** The words a "find the card" question shows: the card's own name ("Geese", "Pine Chaff"). */
export function findPrompt(card: CardId): string {
  return cardName(card);
}

export interface NameAnswer {
  readonly month: Month | null;
  readonly kind: Kind | null;
}

export interface DrillVerdict {
  readonly correct: boolean;
  readonly message: string;
}

export function checkNameAnswer(card: CardId, answer: NameAnswer): DrillVerdict {
  const c = getCard(card);
  const monthRight = answer.month === c.month;
  const kindRight = answer.kind === c.kind;
  const truth = `${shortName(c)}: ${monthName(c.month)} (${plantName(c.month)}), ${kindLabel(c)}.`;
  if (monthRight && kindRight) return { correct: true, message: `Right! ${truth}` };
  const wrong = [!monthRight ? 'month' : null, !kindRight ? 'kind' : null].filter(Boolean).join(' and ');
  return { correct: false, message: `Not quite: the ${wrong} ${wrong.includes(' and ') ? 'were' : 'was'} wrong. ${truth}` };
}

export function checkFindAnswer(target: CardId, picked: CardId): DrillVerdict {
  const t = getCard(target);
  const p = getCard(picked);
  if (sameName(picked, target)) return { correct: true, message: `Right! ${cardName(t)} is the ${kindLabel(t)} of ${monthName(t.month)} (${plantName(t.month)}).` };
  return {
    correct: false,
    // Names the card picked, what it is, then the one asked for.
    message: `Not that one: you picked ${shortName(p)}, the ${kindLabel(p)} of ${monthName(p.month)} (${plantName(p.month)}). ${cardName(t)} is the ${kindLabel(t)} of ${monthName(t.month)} (${plantName(t.month)}).`,
  };
}

export type MasteryState = 'new' | 'missed' | 'learning' | 'mastered';

export interface MasteryEntry {
  readonly card: CardId;
  readonly state: MasteryState;
  readonly box: number;
  /** Words, never colour alone: "New", "Box 2 of 5", "Mastered". */
  readonly label: string;
  readonly due: boolean;
}

export function masteryEntry(card: CardId, record: DrillRecord | undefined, today: number): MasteryEntry {
  if (!record) return { card, state: 'new', box: 0, label: 'New', due: true };
  const due = record.dueDay <= today;
  if (isMastered(record)) return { card, state: 'mastered', box: record.box, label: `Mastered (box ${record.box} of ${DRILL_BOXES})`, due };
  if (record.box === 0) return { card, state: 'missed', box: 0, label: 'Missed: box 0, due again', due };
  return { card, state: 'learning', box: record.box, label: `Box ${record.box} of ${DRILL_BOXES}`, due };
}

export function masteryView(progress: Progress, today: number): MasteryEntry[] {
  return CARD_IDS.map((c) => masteryEntry(c, progress.drills[c], today));
}

export interface MasterySummary {
  readonly mastered: number;
  readonly learning: number;
  readonly missed: number;
  readonly fresh: number;
  readonly due: number;
  readonly total: number;
}

export function masterySummary(progress: Progress, today: number): MasterySummary {
  const view = masteryView(progress, today);
  const count = (s: MasteryState) => view.filter((e) => e.state === s).length;
  return {
    mastered: count('mastered'),
    learning: count('learning'),
    missed: count('missed'),
    fresh: count('new'),
    due: dueCards(progress, CARD_IDS, today).length,
    total: view.length,
  };
}

export { KINDS };
