/**
 * Making a room: the rules (the reader's own, or a preset as published), the players (two or
 * three) and the rounds for this game, and the creator's name. The rules are built by the
 * engine here and sent as a rule code; the server builds them again and refuses bad ones.
 */
import { useState } from 'preact/hooks';
import { PLAYER_COUNTS, type PlayerCount } from '../../engine/rules/options';
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { encodeRuleChoice } from '../../engine/rules/rule-code';
import { DEFAULT_PRESET_ID, type PresetId } from '../../engine/rules/presets';
import { ruleErrorText } from '../../words/rule-errors';
import { PresetSelect } from '../rules-choice/PresetSelect';
import { rulesTitle } from '../rules-choice/option-format';
import { RoundsField } from '../game-setup/setup-fields';
import { friendsText } from './words';
import { MAX_NAME_LENGTH as MAX_NAME } from '../../shared/player-name';

export interface CreateRoomProps {
  readonly rules: RuleSet;
  readonly name: string;
  readonly busy: boolean;
  readonly onCreate: (ruleCode: string, name: string) => void;
}

export function CreateRoom({ rules, name: givenName, busy, onCreate }: CreateRoomProps) {
  const [source, setSource] = useState<'yours' | 'preset'>('yours');
  const [preset, setPreset] = useState<PresetId>(rules.preset ?? DEFAULT_PRESET_ID);
  const [players, setPlayers] = useState<PlayerCount>(rules.options.players);
  const [rounds, setRounds] = useState<number | 'unlimited'>(rules.options.rounds);
  const [name, setName] = useState(givenName);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      class="friends-create"
      aria-labelledby="friends-create-title"
      onSubmit={(e) => {
        e.preventDefault();
        const base = source === 'yours' ? rules.overrides : {};
        const built = buildRuleSet(source === 'yours' ? rules.preset : preset, { ...base, players, rounds });
        if (!built.ok) {
          setError(ruleErrorText(built.error));
          return;
        }
        setError(null);
        onCreate(encodeRuleChoice(built.value), name);
      }}
    >
      <h3 id="friends-create-title">{friendsText('create.title')}</h3>
      <fieldset>
        <legend>{friendsText('create.rules')}</legend>
        <label class="friends-create__choice">
          <input type="radio" name="friends-rules" value="yours" checked={source === 'yours'} onChange={() => setSource('yours')} />
          <span>{friendsText('create.rules.yours', { title: rulesTitle(rules) })}</span>
        </label>
        <div class="friends-create__choice">
          <input
            type="radio"
            name="friends-rules"
            value="preset"
            id="friends-rules-preset"
            checked={source === 'preset'}
            onChange={() => setSource('preset')}
          />
          <label for="friends-rules-preset">{friendsText('create.rules.preset')}</label>{' '}
          <label class="visually-hidden" for="friends-preset">
            {friendsText('create.preset')}
          </label>
          <PresetSelect
            id="friends-preset"
            value={preset}
            onChange={(p) => {
              setPreset(p);
              setSource('preset');
            }}
          />
        </div>
      </fieldset>
      <div class="friends-create__row">
        <label for="friends-players">{friendsText('create.players')}</label>
        <select id="friends-players" value={String(players)} onChange={(e) => setPlayers(Number(e.currentTarget.value) as PlayerCount)}>
          {PLAYER_COUNTS.map((n) => (
            <option key={n} value={String(n)}>
              {friendsText('create.players.value', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <RoundsField id="friends-rounds" value={rounds} onChange={setRounds} targetScore={null} rowClass="friends-create__row" />
      <div class="friends-create__row">
        <label for="friends-name">{friendsText('create.name')}</label>
        <input
          id="friends-name"
          name="name"
          required
          maxLength={MAX_NAME}
          autocomplete="nickname"
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
          aria-describedby="friends-name-hint"
        />
        <span id="friends-name-hint" class="friends-hint">
          {friendsText('create.name.hint', { max: MAX_NAME })}
        </span>
      </div>
      {error && (
        <p class="notice notice--warn" role="alert">
          ⚠ {error}
        </p>
      )}
      <button type="submit" class="big" disabled={busy} data-action="create-room">
        {busy ? friendsText('create.busy') : friendsText('create.submit')}
      </button>
    </form>
  );
}
