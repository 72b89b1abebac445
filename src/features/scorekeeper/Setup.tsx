/**
 * Setting up a game: how many play (two or three, a rule the engine checks like the others),
 * names (optional), the rule set (the reader's, a preset, or a pasted rules link), how long
 * (rounds, or a target), and who deals first (or "draw for it": the engine deals each player a
 * card and applies its first-dealer rule). No typing is needed: names may stay empty.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import { OPTION_SPECS, type RoundsValue } from '../../engine/rules/options';
import type { RuleError, RuleSet } from '../../engine/rules/ruleset';
import { seatCount, seatsOf, type PlayerIndex, type SeatCount } from '../../engine/round';
import { roundLimit } from '../../engine/rules/options';
import { CardImage } from '../../shared/CardImage';
import { PresetSelect } from '../rules-choice/PresetSelect';
import { shortName } from '../../words/card-names';
import { MAX_NAME_LENGTH } from './model';
import { $kept, $setup, drawDealer, setupRules, showGames, startGame, updateSetup, type RulesSource } from './store';
import { NAME_LABELS, ROUNDS_WORDS, WORDS, defaultNameOf, drawText, lengthText, nameOf, rulesLinkErrorText } from './words';
import { rulesTitle } from '../rules-choice/option-format';

const TARGETS = [30, 50, 75, 100] as const;

function targetBounds(): { min: number; max: number } {
  const type = OPTION_SPECS.targetScore.type;
  return type.kind === 'integer' ? { min: type.min, max: type.max } : { min: 1, max: 999 };
}

export function Setup({ readerRules }: { readonly readerRules: RuleSet }) {
  const setup = useStore($setup);
  const kept = useStore($kept);
  const [problem, setProblem] = useState<RuleError | null>(null);
  const built = setupRules(setup, readerRules);
  const rules = built.ok ? built.value : null;
  const names = setup.names;
  // The table as the chosen rules have it (the rules' own count while they cannot be built).
  const players: SeatCount = rules ? seatCount(rules.options) : (setup.players ?? seatCount(readerRules.options));
  const seats = seatsOf(players);
  const { min, max } = targetBounds();
  const targets = [...new Set([...(rules?.options.targetScore ? [rules.options.targetScore] : []), ...TARGETS])]
    .filter((t) => t >= min && t <= max)
    .sort((a, b) => a - b);
  const roundsType = OPTION_SPECS.rounds.type;
  // The numbers and the words the option takes ("unlimited": played to the target), from the engine.
  const roundChoices: (number | string)[] =
    roundsType.kind === 'integer'
      ? [...Array.from({ length: roundsType.max - roundsType.min + 1 }, (_, i) => roundsType.min + i), ...(roundsType.words ?? [])]
      : [12];

  const source = (value: RulesSource, label: string) => (
    <label class="sk-radio">
      <input type="radio" name="sk-rules" value={value} checked={setup.source === value} onChange={() => updateSetup({ source: value })} />
      {` ${label}`}
    </label>
  );

  return (
    <form
      class="sk-setup"
      aria-labelledby="sk-setup-title"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(startGame(readerRules));
      }}
    >
      <h2 id="sk-setup-title">{WORDS.setupTitle}</h2>

      <fieldset>
        <legend>{WORDS.playersLegend}</legend>
        <div class="sk-choices">
          {([2, 3] as const).map((n) => (
            <label key={n} class="sk-choice">
              <input type="radio" name="sk-players" value={String(n)} checked={players === n} onChange={() => updateSetup({ players: n })} />
              <span>{String(n)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>{WORDS.namesLegend}</legend>
        {seats.map((p) => (
          <p key={p} class="sk-field">
            <label for={`sk-name-${p}`}>{NAME_LABELS[p]}</label>
            <input
              id={`sk-name-${p}`}
              type="text"
              autocomplete="off"
              maxLength={MAX_NAME_LENGTH}
              placeholder={defaultNameOf(p)}
              value={names[p]}
              onInput={(e) => {
                const typed: [string, string, string] = [...names];
                typed[p] = e.currentTarget.value;
                updateSetup({ names: typed });
              }}
            />
          </p>
        ))}
      </fieldset>

      <fieldset>
        <legend>{WORDS.rulesLegend}</legend>
        {source('reader', `${WORDS.rulesReader} (${rulesTitle(readerRules)})`)}
        {source('preset', WORDS.rulesPreset)}
        {setup.source === 'preset' && (
          <p class="sk-field sk-indent">
            <label for="sk-preset">{WORDS.presetLabel}</label>
            <PresetSelect id="sk-preset" value={setup.preset} onChange={(preset) => updateSetup({ preset })} />
          </p>
        )}
        {source('link', WORDS.rulesLink)}
        {setup.source === 'link' && (
          <p class="sk-field sk-indent">
            <label for="sk-rules-link">{WORDS.rulesLinkLabel}</label>
            <input
              id="sk-rules-link"
              type="text"
              autocomplete="off"
              spellcheck={false}
              value={setup.linkText}
              aria-describedby="sk-rules-link-status"
              aria-invalid={setup.linkText.trim() !== '' && !built.ok ? 'true' : undefined}
              onInput={(e) => updateSetup({ linkText: e.currentTarget.value })}
            />
            <span id="sk-rules-link-status" class={built.ok ? 'sk-hint' : 'sk-error'}>
              {setup.linkText.trim() === '' ? '' : built.ok ? rulesTitle(built.value) : rulesLinkErrorText(built.error)}
            </span>
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>{WORDS.lengthLegend}</legend>
        <p class="sk-field">
          <label for="sk-rounds">{WORDS.roundsLabel}</label>
          <select
            id="sk-rounds"
            value={String(setup.rounds ?? rules?.options.rounds ?? 12)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              updateSetup({ rounds: /^\d+$/.test(value) ? Number(value) : (value as RoundsValue) });
            }}
          >
            {roundChoices.map((n) => (
              <option key={n} value={String(n)}>
                {typeof n === 'number' ? n : (ROUNDS_WORDS[n] ?? n)}
              </option>
            ))}
          </select>
        </p>
        <p class="sk-field">
          <label for="sk-target">{WORDS.targetLabel}</label>
          <select
            id="sk-target"
            value={String((setup.target === undefined ? rules?.options.targetScore : setup.target) ?? 'none')}
            onChange={(e) => updateSetup({ target: e.currentTarget.value === 'none' ? null : Number(e.currentTarget.value) })}
          >
            <option value="none">{WORDS.noTarget}</option>
            {targets.map((t) => (
              <option key={t} value={String(t)}>
                {t}
              </option>
            ))}
          </select>
        </p>
        {rules && <p class="sk-hint">{lengthText(rules, roundLimit(rules.options))}</p>}
      </fieldset>

      <fieldset>
        <legend>{WORDS.dealerLegend}</legend>
        <div class="sk-choices">
          {[...seats, 'draw' as const].map((value) => (
            <label key={String(value)} class="sk-choice">
              <input
                type="radio"
                name="sk-dealer"
                checked={setup.dealer === value}
                onChange={() => (value === 'draw' ? drawDealer(readerRules) : updateSetup({ dealer: value as PlayerIndex }))}
              />
              <span>{value === 'draw' ? WORDS.drawForIt : nameOf(names, value)}</span>
            </label>
          ))}
        </div>
        {setup.dealer === 'draw' && setup.draw && (
          <div class="sk-draw" role="status">
            <ul class="sk-draw__cards">
              {(() => {
                const last = setup.draw.draws[setup.draw.draws.length - 1]!;
                return last.cards.map((card, i) => (
                  <li key={card}>
                    <CardImage card={card} size="small" decorative loading="eager" />
                    <span>{`${nameOf(names, (last.drawers?.[i] ?? i) as PlayerIndex)}: ${shortName(card)}`}</span>
                  </li>
                ));
              })()}
            </ul>
            <p>
              {setup.draw.draws.map((d, i) => (
                <span key={i}>{`${drawText(d, names)} `}</span>
              ))}
            </p>
            <button type="button" class="secondary" onClick={() => drawDealer(readerRules)}>
              {WORDS.drawAgain}
            </button>
          </div>
        )}
      </fieldset>

      {problem && (
        <p class="sk-error" role="alert">
          {rulesLinkErrorText(problem)}
        </p>
      )}
      <p class="sk-actions">
        <button type="submit" class="sk-big" disabled={!built.ok}>
          {WORDS.startGame}
        </button>
        {kept.games.length > 0 && (
          <button type="button" class="secondary" onClick={showGames}>
            {WORDS.allGames}
          </button>
        )}
      </p>
    </form>
  );
}
