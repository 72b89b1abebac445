/**
 * The kept mistakes that could not be read back (rules that no longer validate, a damaged
 * entry): how many and why, with a way to forget them. Shown by the queue and the trainer.
 */
import type { SetAsideMistake } from './mistakes-model';
import { forgetSetAsideMistakes } from './mistakes-store';
import { keptCountText, mistakeProblemText, mistakeText } from './words';
import { IS_ARE, pluralForm } from '../../words/plural';

export function SetAsideNotice({ setAside }: { readonly setAside: readonly SetAsideMistake[] }) {
  if (setAside.length === 0) return null;
  return (
    <div class="notice notice--warn mt-set-aside" role="alert">
      <p>
        ⚠{' '}
        {mistakeText('set-aside', {
          count: keptCountText(setAside.length),
          verb: pluralForm(setAside.length, IS_ARE),
          problems: [...new Set(setAside.map((s) => mistakeProblemText(s.problem)))].join('; '),
        })}
      </p>
      <p>
        <button type="button" class="secondary" onClick={forgetSetAsideMistakes}>
          {mistakeText('set-aside.forget')}
        </button>
      </p>
    </div>
  );
}
