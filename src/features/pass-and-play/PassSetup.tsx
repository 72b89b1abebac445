/**
 * Before a pass-and-play game: two or three players and their names, the rules (the reader's
 * own, or any preset as published; the full rules panel below changes the reader's own), the
 * rounds and who deals first. The game's rules are built through the engine with the player
 * count, rounds and first dealer chosen here; what the engine refuses (a rule that cannot be
 * played by three, say) is said in its words, and each problem with a name beside its field.
 */
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { DEFAULT_PRESET_ID, type PresetId } from '../../engine/rules/presets';
import { seatsOf, type Seat, type SeatCount } from '../../engine/round/seats';
import { ruleErrorText } from '../../words/rule-errors';
import { PresetSelect } from '../rules-choice/PresetSelect';
import { rulesTitle } from '../rules-choice/option-format';
import type { RulesPanelProps } from '../rules-choice/RulesPanel';
import { FirstDealerField, RoundsField } from '../game-setup/setup-fields';
import { MAX_NAME_LENGTH, checkNames, type NameProblem } from './names';
import { closePassSetup, startPassGame } from './pass-store';
import type { PassSession } from './save';
import { nameProblemText, passText, scoresText } from './words';

/** The full rules panel loads only when it is opened. */
async function loadRulesPanel(): Promise<ComponentType<RulesPanelProps>> {
  return (await import('../rules-choice/RulesPanel')).default;
}

export interface PassSetupProps {
  /** The reader's rules. */
  readonly rules: RuleSet;
  readonly session: PassSession | null;
}

type RulesSource = { readonly kind: 'mine' } | { readonly kind: 'preset'; readonly preset: PresetId };

export function PassSetup({ rules, session }: PassSetupProps) {
  const [Panel, setPanel] = useState<ComponentType<RulesPanelProps> | null>(null);
  const [players, setPlayers] = useState<SeatCount>(session ? (session.names.length as SeatCount) : rules.options.players);
  const [names, setNames] = useState<string[]>(() => [...(session?.names ?? []), '', '', ''].slice(0, 3));
  const [source, setSource] = useState<RulesSource>({ kind: 'mine' });
  const [rounds, setRounds] = useState(rules.options.rounds);
  const [firstDealer, setFirstDealer] = useState(rules.options.firstDealer);
  const [problems, setProblems] = useState<readonly NameProblem[]>([]);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  // The reader's rules give the starting values (and follow a change in the rules panel below).
  useEffect(() => setRounds(rules.options.rounds), [rules.options.rounds]);
  useEffect(() => setFirstDealer(rules.options.firstDealer), [rules.options.firstDealer]);

  const seats = seatsOf(players);
  const problemOf = (seat: Seat) => problems.find((p) => p.seat === seat) ?? null;
  const inProgress = session !== null && session.game.status !== 'finished';
  const base = source.kind === 'mine' ? rules : { preset: source.preset, overrides: {} };

  const submit = (e: Event) => {
    e.preventDefault();
    const checked = checkNames(names.slice(0, players));
    const built = buildRuleSet(base.preset, { ...base.overrides, players, rounds, firstDealer });
    setProblems(checked.ok ? [] : checked.error);
    setRuleError(built.ok ? null : ruleErrorText(built.error));
    if (!checked.ok || !built.ok) {
      // The first problem's field takes the focus; the list above the button says them all.
      const first = !checked.ok ? checked.error[0] : undefined;
      if (first) document.getElementById(`pass-name-${first.seat}`)?.focus();
      else problemsRef.current?.focus();
      return;
    }
    startPassGame(checked.value, built.value);
  };

  return (
    <section class="setup pass-setup" aria-labelledby="pass-setup-title">
      <h2 id="pass-setup-title">{passText('setup.title')}</h2>
      {inProgress && (
        <p class="notice">
          <span>{passText('setup.in-progress', { round: session.game.round, scores: scoresText(session.names, session.game.totals) })}</span>
          <button type="button" class="secondary" onClick={closePassSetup} data-action="back-to-game">
            {passText('setup.back')}
          </button>
        </p>
      )}
      <form class="setup__form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{passText('setup.players')}</legend>
          {([2, 3] as const).map((n) => (
            <label key={n} class="setup__check">
              <input type="radio" name="pass-players" value={String(n)} checked={players === n} onChange={() => setPlayers(n)} />{' '}
              {passText(n === 2 ? 'setup.players.two' : 'setup.players.three')}
            </label>
          ))}
        </fieldset>

        {seats.map((seat) => {
          const problem = problemOf(seat);
          return (
            <div class="setup__row pass-setup__name" key={seat}>
              <label for={`pass-name-${seat}`}>{passText('setup.name', { n: seat + 1 })}</label>
              <input
                id={`pass-name-${seat}`}
                type="text"
                autocomplete="off"
                value={names[seat]}
                aria-invalid={problem ? 'true' : undefined}
                aria-describedby={`pass-name-${seat}-hint${problem ? ` pass-name-${seat}-problem` : ''}`}
                onInput={(e) => {
                  const value = e.currentTarget.value;
                  setNames((now) => now.map((n, i) => (i === seat ? value : n)));
                }}
              />
              <span class="setup__note" id={`pass-name-${seat}-hint`}>
                {passText('setup.name.hint', { max: MAX_NAME_LENGTH })}
              </span>
              {problem && (
                <span class="pass-setup__problem" id={`pass-name-${seat}-problem`}>
                  ⚠ {nameProblemText(problem)}
                </span>
              )}
            </div>
          );
        })}

        <fieldset>
          <legend>{passText('setup.rules')}</legend>
          <label class="setup__check">
            <input type="radio" name="pass-rules" checked={source.kind === 'mine'} onChange={() => setSource({ kind: 'mine' })} />{' '}
            {passText('setup.rules.mine', { rules: rulesTitle(rules) })}
          </label>
          <span class="pass-setup__preset">
            <label class="setup__check">
              <input
                type="radio"
                name="pass-rules"
                checked={source.kind === 'preset'}
                onChange={() => setSource({ kind: 'preset', preset: source.kind === 'preset' ? source.preset : DEFAULT_PRESET_ID })}
              />{' '}
              {passText('setup.rules.preset')}
            </label>{' '}
            <label for="pass-preset" class="visually-hidden">
              {passText('setup.rules.preset.label')}
            </label>
            <PresetSelect id="pass-preset" value={source.kind === 'preset' ? source.preset : rules.preset} onChange={(preset) => setSource({ kind: 'preset', preset })} />
          </span>
        </fieldset>

        <RoundsField id="pass-rounds" value={rounds} onChange={setRounds} targetScore={rules.options.targetScore} />
        <FirstDealerField id="pass-first-dealer" value={firstDealer} onChange={setFirstDealer} />
        <p class="setup__rules">{passText('setup.rules.note')}</p>

        {(problems.length > 0 || ruleError) && (
          <div class="notice notice--warn" role="alert" tabIndex={-1} ref={problemsRef} data-testid="pass-setup-problems">
            <p>{passText('setup.problems')}</p>
            <ul>
              {problems.map((p) => (
                <li key={`${p.code}-${p.seat}`}>{nameProblemText(p)}</li>
              ))}
              {ruleError && <li>{ruleError}</li>}
            </ul>
          </div>
        )}

        <div class="setup__buttons">
          <button type="submit" class="big" data-action="start-pass-game">
            {passText('setup.start')}
          </button>
        </div>
      </form>

      <details
        class="setup__all-rules"
        onToggle={(e) => {
          if (e.currentTarget.open && !Panel) void loadRulesPanel().then((c) => setPanel(() => c));
        }}
      >
        <summary>All rules and house rules</summary>
        {Panel ? <Panel /> : <p class="muted">Loading the rules panel…</p>}
      </details>
    </section>
  );
}
