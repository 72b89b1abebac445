/**
 * Lesson 2 exercise: tell the kind of eight cards that beginners often mistake. Each answer
 * is judged against the engine's card data (checkKind).
 */
import { KINDS, type Kind } from '../../../engine/cards';
import { KIND_CARDS, checkKind } from './checks/kinds';
import { CardQuiz } from './CardQuiz';

const KIND_WORD: Record<Kind, string> = { bright: 'Bright', animal: 'Animal', ribbon: 'Ribbon', chaff: 'Chaff' };

export default function IdentifyKinds({ lesson }: { readonly lesson: string }) {
  return (
    <CardQuiz<Kind>
      lesson={lesson}
      title="tell the kinds apart"
      intro="Pick the kind of each card. Card markers are left out here, so read the picture. Some of these cards are chosen to trip you up."
      cards={KIND_CARDS}
      check={checkKind}
      renderAnswer={(card, position, answer, answerWith) => (
        <fieldset class="choice-group">
          <legend>Kind of card {position}</legend>
          {KINDS.map((kind) => (
            <label key={kind} class="choice">
              <input type="radio" name={`kind-${card}`} value={kind} checked={answer === kind} onChange={() => answerWith(kind)} />{' '}
              {KIND_WORD[kind]}
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}
