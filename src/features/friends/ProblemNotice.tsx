/** A refusal of the room server, or a problem reaching it, in words (words.ts), with a way to dismiss it. */
import type { Problem } from './room-client';
import { PROBLEM_WORDS, friendsText } from './words';

export function ProblemNotice({ problem, onDismiss }: { readonly problem: Problem; readonly onDismiss?: () => void }) {
  return (
    <div class="notice notice--warn friends-problem" role="alert" data-problem={problem.code} key={problem.at}>
      <p>⚠ {PROBLEM_WORDS[problem.code]}</p>
      {onDismiss && (
        <button type="button" class="secondary" onClick={onDismiss}>
          {friendsText('problem.dismiss')}
        </button>
      )}
    </div>
  );
}
