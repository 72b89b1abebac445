/**
 * The trainer's pure side: what the reader may answer in a kept mistake's position (the
 * engine's legal actions, grouped as the controls ask for them), which mistake comes next,
 * and the judgement of an answer from the coach's values (the same evaluation the game's
 * review graded the mistake with: same seed, playouts and game context).
 */
import { sameAction } from '../../engine/round/same-action';
import type { CardId } from '../../engine/cards';
import { correctMargin, judgeMove, reasonFor, type ActionValue, type CoachReason, type DecisionValues, type Grade, type ValueScale } from '../../engine/coach';
import type { RoundAction } from '../../engine/round/types';
import { viewLegalActions } from '../../engine/round/view';
import type { KeptMistake } from './mistakes-model';
import { isMistakeId } from './mistakes-model';

/** The answers of a position, grouped: by hand card (with the field cards it may take), or a flat list. */
export type AnswerChoices =
  | { readonly kind: 'play'; readonly cards: readonly { readonly card: CardId; readonly actions: readonly RoundAction[] }[] }
  | { readonly kind: 'draw-take'; readonly actions: readonly RoundAction[] }
  | { readonly kind: 'koikoi'; readonly actions: readonly RoundAction[] }
  | { readonly kind: 'lucky-hand'; readonly actions: readonly RoundAction[] };

export function answerChoices(m: KeptMistake): AnswerChoices {
  const actions = viewLegalActions(m.view);
  switch (m.view.phase) {
    case 'draw-take':
      return { kind: 'draw-take', actions };
    case 'decision':
      return { kind: 'koikoi', actions };
    case 'lucky-hand':
      return { kind: 'lucky-hand', actions };
    default: {
      const cards: { card: CardId; actions: RoundAction[] }[] = [];
      for (const a of actions) {
        if (a.type !== 'play') continue;
        const group = cards.find((g) => g.card === a.card);
        if (group) group.actions.push(a);
        else cards.push({ card: a.card, actions: [a] });
      }
      return { kind: 'play', cards };
    }
  }
}

/** An answer is the action it names (the engine's one comparison of actions). */
export const sameAnswer = sameAction;

export interface Judgement {
  /** Within `correctMargin` of the best: a good move at least. */
  readonly correct: boolean;
  readonly grade: Grade;
  /** What the answer cost, in `scale` (the scale it is graded in: `judgeMove`). */
  readonly loss: number;
  readonly scale: ValueScale;
  readonly best: ActionValue;
  readonly answer: ActionValue;
  /** What the move made in the game is worth now (the same values). */
  readonly inGame: ActionValue | null;
  /** Why the answer cost what it cost (null when it is the best). */
  readonly reason: CoachReason | null;
}

export function judge(values: DecisionValues, m: KeptMistake, answer: RoundAction): Judgement | null {
  const chosen = values.values.find((v) => sameAnswer(v.action, answer));
  if (!chosen) return null;
  // Graded as the review graded the mistake (judgeMove), so an answer and the game agree.
  const { loss, scale, grade } = judgeMove(values, chosen);
  return {
    correct: loss <= correctMargin(scale),
    grade,
    loss,
    scale,
    best: values.values[0]!,
    answer: chosen,
    inGame: values.values.find((v) => sameAnswer(v.action, m.chosen)) ?? null,
    reason: reasonFor(m.view, values, chosen, loss, scale),
  };
}

/** What the page's address asks for. */
export type TrainerRequest =
  | { readonly kind: 'due' }
  | { readonly kind: 'one'; readonly id: string }
  | { readonly kind: 'malformed'; readonly text: string };

export function parseTrainerRequest(search: string): TrainerRequest {
  const id = new URLSearchParams(search).get('id');
  if (id === null) return { kind: 'due' };
  const text = id.trim();
  return isMistakeId(text.toLowerCase()) ? { kind: 'one', id: text.toLowerCase() } : { kind: 'malformed', text: id };
}

/** The next mistake to try after `current`: another due one first, else the same if still due. */
export function nextDue(due: readonly KeptMistake[], current: string | null): KeptMistake | null {
  return due.find((m) => m.id !== current) ?? due.find((m) => m.id === current) ?? null;
}
