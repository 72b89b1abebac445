/**
 * The settings of one game that a set-up screen asks for beside the rule set: how many rounds
 * and who deals first. Both are options of a rule set, but chosen here for this game only (the
 * caller builds the game's rules through the engine with them). Shared by the set-up screens of
 * the games played on this site (the practice game, pass-and-play, the friends page's rooms).
 */
import { FIRST_DEALER_MODES, ROUNDS_RANGE, type RuleOptions } from '../../engine/rules/options';
import { optionChoiceText, valueMeaning } from '../rules-choice/option-format';

const ROUND_CHOICES = Array.from({ length: ROUNDS_RANGE.max - ROUNDS_RANGE.min + 1 }, (_, i) => ROUNDS_RANGE.min + i);

export interface RoundsFieldProps {
  readonly id: string;
  readonly value: RuleOptions['rounds'];
  readonly onChange: (rounds: number) => void;
  /** The rules' target score, said beside the rounds (the game also ends there). */
  readonly targetScore: number | null;
  /** The row's class, where the screen has its own rows (the friends page). */
  readonly rowClass?: string;
}

export function RoundsField({ id, value, onChange, targetScore, rowClass = 'setup__row' }: RoundsFieldProps) {
  return (
    <div class={rowClass}>
      <label for={id}>Rounds</label>
      <select id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {ROUND_CHOICES.map((n) => {
          const meaning = valueMeaning('rounds', n);
          return (
            <option key={n} value={String(n)}>
              {n}
              {meaning ? ` (${meaning})` : ''}
            </option>
          );
        })}
      </select>
      {targetScore !== null && <span class="setup__note">The game also ends when a player reaches {targetScore} points.</span>}
    </div>
  );
}

export interface FirstDealerFieldProps {
  readonly id: string;
  readonly value: RuleOptions['firstDealer'];
  readonly onChange: (mode: RuleOptions['firstDealer']) => void;
}

export function FirstDealerField({ id, value, onChange }: FirstDealerFieldProps) {
  return (
    <div class="setup__row">
      <label for={id}>Who deals first</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as RuleOptions['firstDealer'])}>
        {FIRST_DEALER_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {optionChoiceText('firstDealer', mode, mode === 'draw' ? 'Draw for it' : 'At random')}
          </option>
        ))}
      </select>
    </div>
  );
}
