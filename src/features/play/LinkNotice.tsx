/**
 * A deal link's notices above the practice table: a link that cannot be used (each problem in
 * words, and a normal game instead), or a link to confirm because it would replace the game in
 * progress. Loaded by PlayGame only when the address held a deal link.
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import type { PlaySession } from './save';
import type { LinkProblem, LinkState } from './game-start';
import { dealLinkProblemText, playErrorText } from '../../words/errors';
import { practiceText } from './words';

/** One reason a link could not be used, in words. */
function linkProblemText(p: LinkProblem): string {
  return p.kind === 'link' ? dealLinkProblemText(p.problem) : practiceText('error.link', { reason: playErrorText(p.error) });
}
import { dismissLink, openSetup, playDealLink } from './game-store';

export interface LinkNoticeProps {
  readonly link: LinkState;
  /** The reader's rules (a link without its own plays under them). */
  readonly rules: RuleSet;
  /** The game in progress, whose levels a link without its own keeps. */
  readonly session: PlaySession | null;
}

export function LinkNotice({ link, rules, session }: LinkNoticeProps) {
  if (link.kind === 'invalid') {
    return (
      <div class="notice notice--warn" role="alert" data-testid="link-problem">
        <div>
          <p>
            <strong>⚠ This deal link could not be used.</strong>
          </p>
          <ul>
            {link.problems.map(linkProblemText).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <p>You can play a normal game instead.</p>
        </div>
        <button type="button" onClick={() => (dismissLink(), openSetup())} data-action="link-normal-game">
          Play a normal game
        </button>
      </div>
    );
  }
  return (
    <div class="notice" role="alert" data-testid="link-confirm">
      <p>This link opens a shared deal (round {link.link.round}). Playing it replaces your game in progress.</p>
      <button type="button" onClick={() => playDealLink(link.link, rules, { level: session?.level ?? 'beginner', level2: session?.level2 ?? null, undo: session?.undo ?? true })}>
        Play the shared deal
      </button>
      <button type="button" class="secondary" onClick={dismissLink}>
        Keep my game
      </button>
    </div>
  );
}
