/**
 * Lesson 1 exercise: name the month of eight cards. Each answer is judged against the
 * engine's card data (checkMonth); all eight right completes the lesson.
 */
import type { Month } from '../../../engine/cards';
import { MONTH_CARDS, checkMonth } from './checks/months';
import { CardQuiz } from './CardQuiz';
import { MonthSelect } from './MonthSelect';

export default function SortByMonth({ lesson }: { readonly lesson: string }) {
  return (
    <CardQuiz<Month>
      lesson={lesson}
      title="sort the cards into months"
      intro="Choose the month of each card. Card markers are left out here, as real hanafuda cards have no numbers: read the plant."
      cards={MONTH_CARDS}
      check={checkMonth}
      renderAnswer={(card, position, answer, answerWith) => (
        <>
          <label for={`month-${card}`}>Month of card {position}</label>
          <MonthSelect id={`month-${card}`} value={answer ?? null} onChange={(m) => answerWith(m ?? undefined)} />
        </>
      )}
    />
  );
}
