/**
 * Settings before a game: two or three players, each computer opponent's level, the rounds,
 * who deals first, undo, and the whole
 * rule set (the site's rules panel, folded away). Rounds and first dealer are options of a
 * rule set, but choosing them here is about this one game: they go into the game's own rules
 * (built through the engine when it starts), never into the reader's site-wide rules.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { isOptionId } from '../../engine/rules/options';
import type { RuleSet } from '../../engine/rules/ruleset';
import { buildRuleSet } from '../../engine/rules/ruleset';
import { ruleErrorText } from '../../words/rule-errors';
import { closeSetup, newGame, type PlaySession } from './game-store';
import { playText } from '../table/panel-words';
import { seatNamesOf } from '../table/words';
import { seatWord } from '../../words/format';
import { AI_LEVELS, type AiLevel } from '../table/computer-driver';
import { AI_LEVEL_WORDS } from '../../words/ai-levels';
import { FirstDealerField, RoundsField } from '../game-setup/setup-fields';
import { optionLabel } from '../../words/options';
import { presetName } from '../../words/preset-names';
import type { RulesPanelProps } from '../rules-choice/RulesPanel';
import { CHANGES, countOf } from '../../words/plural';

/** The full rules panel is loaded only when it is opened (most games never need it). */
async function loadRulesPanel(): Promise<ComponentType<RulesPanelProps>> {
  return (await import('../rules-choice/RulesPanel')).default;
}

export interface SetupProps {
  readonly rules: RuleSet;
  readonly session: PlaySession | null;
  /** Open the full rules panel at once (the address carries a rules link for it to read). */
  readonly openRules?: boolean;
}

export function Setup({ rules, session, openRules = false }: SetupProps) {
  const [Panel, setPanel] = useState<ComponentType<RulesPanelProps> | null>(null);
  const showRules = () => {
    if (!Panel) void loadRulesPanel().then((c) => setPanel(() => c));
  };
  useEffect(() => {
    if (openRules) showRules();
  }, [openRules]);
  const [level, setLevel] = useState<AiLevel>(session?.level ?? 'beginner');
  const [level2, setLevel2] = useState<AiLevel>(session?.level2 ?? session?.level ?? 'beginner');
  const [players, setPlayers] = useState<2 | 3>(rules.options.players);
  useEffect(() => setPlayers(rules.options.players), [rules.options.players]);
  const [undo, setUndo] = useState(session?.undo ?? true);
  const [error, setError] = useState<string | null>(null);
  const [rounds, setRounds] = useState(rules.options.rounds);
  const [firstDealer, setFirstDealer] = useState(rules.options.firstDealer);
  // The reader's rules give the starting values (and follow a change of them, e.g. a rules link).
  useEffect(() => setRounds(rules.options.rounds), [rules.options.rounds]);
  useEffect(() => setFirstDealer(rules.options.firstDealer), [rules.options.firstDealer]);
  const inProgress = session !== null && session.game.status !== 'finished';
  const changes = Object.keys(rules.overrides).map((o) => (isOptionId(o) ? optionLabel(o) : o));

  return (
    <section class="setup" aria-labelledby="setup-title">
      <h2 id="setup-title">New game</h2>
      {inProgress && (
        <p class="notice">
          <span>
            {playText('setup.in-progress', { round: session.game.round, scores: scoresText(session) })}
          </span>
          <button type="button" class="secondary" onClick={closeSetup} data-action="back-to-game">
            Back to your game
          </button>
        </p>
      )}
      <form
        class="setup__form"
        onSubmit={(e) => {
          e.preventDefault();
          // This game's rules: the reader's, with this game's rounds, first dealer and players. A
          // hand size the reader chose for the other player count is left out (the engine deals
          // seven to three players and refuses seven to two).
          const { handSize: _hand, ...overrides } = rules.overrides as Record<string, unknown>;
          const keep = players === rules.options.players ? rules.overrides : overrides;
          const game = buildRuleSet(rules.preset, { ...keep, rounds, firstDealer, players });
          if (!game.ok) {
            setError(ruleErrorText(game.error));
            return;
          }
          newGame({ rules: game.value, level, level2: players === 3 ? level2 : null, undo });
        }}
      >
        <fieldset class="setup__players">
          <legend>{playText('setup.players')}</legend>
          {([2, 3] as const).map((n) => (
            <label key={n} class="setup__check">
              <input type="radio" name="play-players" value={String(n)} checked={players === n} onChange={() => setPlayers(n)} />{' '}
              {playText(n === 2 ? 'setup.players.two' : 'setup.players.three')}
            </label>
          ))}
        </fieldset>

        <LevelChoice legend={playText(players === 2 ? 'setup.opponent' : 'setup.opponent.left')} name="play-level" level={level} onChange={setLevel} />
        {players === 3 && <LevelChoice legend={playText('setup.opponent.right')} name="play-level-2" level={level2} onChange={setLevel2} />}

        <RoundsField id="play-rounds" value={rounds} onChange={setRounds} targetScore={rules.options.targetScore} />
        <FirstDealerField id="play-first-dealer" value={firstDealer} onChange={setFirstDealer} />

        <div class="setup__row">
          <label class="setup__check">
            <input type="checkbox" checked={undo} onChange={(e) => setUndo(e.currentTarget.checked)} id="play-undo" /> Allow undo
            <span class="setup__desc">{playText(players === 2 ? 'setup.undo' : 'setup.undo.three')}</span>
          </label>
        </div>

        {error && (
          <p class="notice notice--warn" role="alert">
            ⚠ {error}
          </p>
        )}

        <p class="setup__rules">
          Rules: <strong>{presetName(rules.preset)}</strong>
          {changes.length > 0 ? `, with ${countOf(changes.length, CHANGES)}: ${changes.join(', ')}.` : ', as published.'}{' '}
          They are your rules for the whole site; the rounds and who deals first above are for this game only, and the game keeps
          the rules it started with.
        </p>

        <div class="setup__buttons">
          <button type="submit" class="big" data-action="start-game">
            Start the game
          </button>
        </div>
      </form>

      <details
        class="setup__all-rules"
        open={openRules}
        onToggle={(e) => {
          if (e.currentTarget.open) showRules();
        }}
      >
        <summary>All rules and house rules</summary>
        {Panel ? <Panel readLink /> : <p class="muted">Loading the rules panel…</p>}
      </details>
    </section>
  );
}

/** One computer opponent's level. */
function LevelChoice({ legend, name, level, onChange }: { readonly legend: string; readonly name: string; readonly level: AiLevel; readonly onChange: (l: AiLevel) => void }) {
  return (
    <fieldset class="setup__levels">
      <legend>{legend}</legend>
      {AI_LEVELS.map((id) => (
        <label key={id} class="setup__level">
          <input type="radio" name={name} value={id} checked={level === id} onChange={() => onChange(id)} />
          <span>
            <strong>{AI_LEVEL_WORDS[id].label}</strong>
            <span class="setup__desc">{AI_LEVEL_WORDS[id].description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** "you 3, the computer 5" / "you 3, Computer (left) 5, Computer (right) 0". */
function scoresText(session: PlaySession): string {
  const seats = seatNamesOf(session.game);
  return session.game.totals.map((t, p) => `${seatWord(seats[p as 0 | 1 | 2])} ${t}`).join(', ');
}
