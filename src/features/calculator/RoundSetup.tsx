/**
 * Everything about the round besides the cards: the players at the table (the calculator's
 * own count, players.ts), what is scored (one pile or a whole round), who stopped, the
 * round's month and the koi-koi calls in order.
 */
import { MONTHS, type Month } from '../../engine/cards';
import type { RuleSet } from '../../engine/rules/ruleset';
import { monthName, plantName } from '../../words/card-names';
import { yakuName } from '../../words/yaku-names';
import { seatCount, type SeatCount } from '../../engine/round/seats';
import { PLAYER_COUNTS } from './players';
import { MAX_CALLS, SEAT_LABEL, seatsAt, type CalcMode, type CalculatorState, type Seat } from './state';
import { calcText } from './words';

export interface RoundSetupProps {
  readonly state: CalculatorState;
  /** The rules the calculation scores under (with its own player count). */
  readonly rules: RuleSet;
  /** The reader's own rules: a count equal to theirs is no choice of the calculator's. */
  readonly readerRules: RuleSet;
  readonly onChange: (patch: Partial<CalculatorState>) => void;
}

const MODE_LABEL: Record<CalcMode, string> = {
  pile: 'One pile (yours)',
  round: 'A whole round: both piles, and who stopped',
};

/** At a table of three (rules with `players: 3`) a whole round has three piles. */
const ROUND_OF_THREE_LABEL = 'A whole round: every pile, and who stopped';

const PLAYERS_LABEL: Record<SeatCount, 'players.two' | 'players.three'> = { 2: 'players.two', 3: 'players.three' };

export function RoundSetup({ state, rules, readerRules, onChange }: RoundSetupProps) {
  const tsukifuda = yakuName('tsukifuda');
  const monthUsed = rules.options.yakuPoints.tsukifuda !== null;
  const addCall = (seat: Seat) => onChange({ calls: [...state.calls, seat] });
  const removeCall = (index: number) => onChange({ calls: state.calls.filter((_, i) => i !== index) });
  const callWho = (seat: Seat) => SEAT_LABEL[seat];
  // The seats of this calculation: its own count, else the rules' (players.ts).
  const players = seatCount(rules.options);
  const readerPlayers = seatCount(readerRules.options);
  const seats = seatsAt(players);

  return (
    <div class="calc-setup">
      <fieldset class="calc-choice" data-testid="calc-players">
        <legend>{calcText('players.legend')}</legend>
        {PLAYER_COUNTS.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="calc-players"
              value={String(n)}
              checked={players === n}
              onChange={() => onChange({ players: n === readerPlayers ? null : n })}
            />
            {` ${calcText(PLAYERS_LABEL[n])}`}
          </label>
        ))}
        <p class="calc-hint">
          {state.players !== null && state.players !== readerPlayers
            ? calcText('players.own', { count: calcText(PLAYERS_LABEL[readerPlayers]) })
            : calcText('players.rules')}
        </p>
      </fieldset>

      <fieldset class="calc-choice">
        <legend>What to score</legend>
        {(['pile', 'round'] as const).map((mode) => (
          <label key={mode}>
            <input type="radio" name="calc-mode" value={mode} checked={state.mode === mode} onChange={() => onChange({ mode })} />
            {` ${mode === 'round' && players === 3 ? ROUND_OF_THREE_LABEL : MODE_LABEL[mode]}`}
          </label>
        ))}
      </fieldset>

      {state.mode === 'round' && (
        <fieldset class="calc-choice">
          <legend>Who stopped (shōbu)?</legend>
          {seats.map((seat) => (
            <label key={seat}>
              <input
                type="radio"
                name="calc-stopper"
                value={seat}
                checked={state.stopper === seat}
                onChange={() => onChange({ stopper: seat })}
              />
              {` ${SEAT_LABEL[seat]}`}
            </label>
          ))}
          <p class="calc-hint">Only the player who stops scores.</p>
        </fieldset>
      )}

      <div class="calc-field">
        <label for="calc-month">The round’s month</label>
        <select
          id="calc-month"
          value={state.month === null ? '' : String(state.month)}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onChange({ month: value === '' ? null : (Number(value) as Month) });
          }}
          aria-describedby="calc-month-help"
        >
          <option value="">Not set</option>
          {MONTHS.map((m) => (
            <option key={m} value={String(m)}>
              {`${m}: ${monthName(m)} (${plantName(m)})`}
            </option>
          ))}
        </select>
        <p id="calc-month-help" class="calc-hint">
          {`For ${tsukifuda} (round 1 is January). ${monthUsed ? '' : `${tsukifuda} is not played under these rules.`}`}
        </p>
      </div>

      <fieldset class="calc-calls">
        <legend>Koi-koi calls, in order</legend>
        {state.calls.length === 0 ? (
          <p class="calc-hint">Nobody called koi-koi.</p>
        ) : (
          <ol>
            {state.calls.map((seat, i) => (
              <li key={i}>
                <span>{`${callWho(seat)} called koi-koi`}</span>{' '}
                <button
                  type="button"
                  class="secondary calc-small"
                  onClick={() => removeCall(i)}
                  aria-label={`Remove call ${i + 1}: ${callWho(seat).toLowerCase()} called koi-koi`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        )}
        <p class="calc-calls__add">
          {seats.map((seat) => (
            <button key={seat} type="button" class="secondary" disabled={state.calls.length >= MAX_CALLS} onClick={() => addCall(seat)}>
              {`+ ${callWho(seat)} called`}
            </button>
          ))}
          {state.calls.length > 0 && (
            <button type="button" class="secondary" onClick={() => onChange({ calls: [] })}>
              Clear calls
            </button>
          )}
        </p>
      </fieldset>
    </div>
  );
}
