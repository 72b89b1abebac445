/**
 * One option's control, drawn from the option's value type in the engine's OPTION_SPECS:
 * a select for choices and yes/no, a number box (with "none") for numbers, checkboxes
 * for card lists and a table for yaku values. Every change goes through the store's
 * `setOption`, which asks the engine to validate it; a refused value shows the engine's message.
 * What the player count sets aside (the engine's `setAsideOptions`) is disabled with its reason
 * beside it, and a choice the other options refuse (`refusedValues`) is disabled in the list,
 * tagged in words and explained under it: never told by the grey alone.
 */
import { useState } from 'preact/hooks';
import {
  OPTION_SPECS,
  PRESETS,
  YAKU_IDS,
  type CardId,
  type OptionId,
  type RuleSet,
  type YakuId,
  type YakuValue,
} from '../../engine';
import { dealSizes, refusedValues, setAsideOptions, type DealSizes, type SetAsideOption } from '../../engine/round/player-count';
import { setOption } from './rules-store';
import { ruleErrorText } from '../../words/rule-errors';
import { formatOptionValue, optionChoiceText, optionValueParts } from './option-format';
import { optionLabel } from '../../words/options';
import { cardName } from '../../words/card-names';
import { yakuName } from '../../words/yaku-names';
import { sourceName } from '../../words/sources';
import { OPTION_PROVENANCE } from '../../engine/rules/option-provenance';
import { SOURCES, pluralForm } from '../../words/plural';
import { REFUSED_TAG, SET_ASIDE_TAG, refusedValueText, setAsideText } from '../../words/player-count';

interface Props {
  readonly option: OptionId;
  readonly rules: RuleSet;
}

export function OptionControl({ option, rules }: Props) {
  const spec = OPTION_SPECS[option];
  const label = optionLabel(option);
  const [error, setError] = useState<string | null>(null);
  const inputId = `opt-${option}`;
  const value = rules.options[option] as unknown;
  const apply = (next: unknown) => {
    const refused = setOption(option, next as never);
    setError(refused && ruleErrorText(refused));
  };
  const type = spec.type;
  // Where only some of the option's sources give the chosen value, say which (OptionValueInfo.sources).
  const valueSources = OPTION_PROVENANCE[option].values.find((v) => v.value === value)?.sources;
  const sizes = dealSizes(rules.options);
  const setAside = setAsideOptions(rules.options).filter((s) => s.option === option);
  // A whole option set aside (not one lucky hand inside the yaku table) disables its control.
  const wholeSetAside = setAside.find((s) => s.yaku === undefined);
  const refused = wholeSetAside ? [] : refusedValues(rules, option);
  const notesId = `${inputId}-notes`;
  const described = wholeSetAside || refused.length > 0 ? notesId : undefined;

  let control;
  switch (type.kind) {
    case 'enum':
    case 'boolean': {
      const values: readonly (string | number | boolean)[] = type.kind === 'boolean' ? [true, false] : type.values;
      control = (
        <select
          id={inputId}
          value={String(value)}
          disabled={wholeSetAside !== undefined}
          aria-describedby={described}
          onChange={(e) => apply(values.find((v) => String(v) === (e.currentTarget as HTMLSelectElement).value))}
        >
          {values.map((v) => {
            const isRefused = refused.some((r) => r.value === v);
            return (
              <option key={String(v)} value={String(v)} disabled={isRefused}>
                {optionChoiceText(option, v)}
                {isRefused ? ` (${REFUSED_TAG})` : ''}
              </option>
            );
          })}
        </select>
      );
      break;
    }
    case 'integer': {
      const isNone = value === null;
      // A word in place of a number (`rounds: unlimited`): the box is empty while it holds.
      const word = typeof value === 'string' ? value : null;
      // Leaving a word goes back to the preset's number, or the largest allowed.
      const presetValue = PRESETS[rules.preset].options[option] as unknown;
      const numberAfterWord = typeof presetValue === 'number' ? presetValue : type.max;
      control = (
        <span class="option__number">
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={type.min}
            max={type.max}
            value={isNone || word !== null ? '' : String(value)}
            disabled={isNone || word !== null || wholeSetAside !== undefined}
            onChange={(e) => {
              const raw = (e.currentTarget as HTMLInputElement).value;
              apply(raw === '' ? Number.NaN : Number(raw));
            }}
          />
          {type.nullable && (
            <label>
              <input type="checkbox" checked={isNone} onChange={(e) => apply((e.currentTarget as HTMLInputElement).checked ? null : type.min)} />{' '}
              none
            </label>
          )}
          {(type.words ?? []).map((w) => {
            const { label: shown, meaning } = optionValueParts(option, w);
            return (
              <label key={w}>
                <input
                  type="checkbox"
                  checked={word === w}
                  onChange={(e) => apply((e.currentTarget as HTMLInputElement).checked ? w : numberAfterWord)}
                />{' '}
                {shown}
                {meaning ? <span class="option__word-meaning"> ({meaning})</span> : null}
              </label>
            );
          })}
        </span>
      );
      break;
    }
    case 'card-subset': {
      const chosen = new Set(value as readonly CardId[]);
      control = (
        <fieldset class="option__cards" aria-describedby={`${inputId}-meaning`}>
          <legend class="visually-hidden">{label}</legend>
          {type.cards.map((card) => (
            <label key={card}>
              <input
                type="checkbox"
                checked={chosen.has(card)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if ((e.currentTarget as HTMLInputElement).checked) next.add(card);
                  else next.delete(card);
                  apply(type.cards.filter((c) => next.has(c)));
                }}
              />{' '}
              {cardName(card)}
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    case 'yaku-points':
      control = <YakuPointsEditor rules={rules} onChange={(yaku, v) => apply({ [yaku]: v })} max={type.max} setAside={setAside} sizes={sizes} />;
      break;
  }

  return (
    <div class="option__control">
      {type.kind === 'card-subset' || type.kind === 'yaku-points' ? (
        <span class="option__label">{label}</span>
      ) : (
        <label class="option__label" for={inputId}>
          {label}
        </label>
      )}
      {control}
      {valueSources && valueSources.length > 0 && (
        <p class="option__meaning option__value-source">
          {formatOptionValue(option, value)}: {pluralForm(valueSources.length, SOURCES)}{' '}
          {valueSources.map((source) => sourceName(source)).join(', ')}.
        </p>
      )}
      {wholeSetAside && (
        <p class="option__set-aside" id={notesId} data-set-aside={wholeSetAside.reason}>
          <span class="badge">{SET_ASIDE_TAG}</span> {setAsideText(wholeSetAside.reason, sizes)}
        </p>
      )}
      {refused.length > 0 && (
        <ul class="option__refused" id={notesId}>
          {refused.map((r) => (
            <li key={String(r.value)} data-refused={String(r.value)}>
              <strong>
                {optionValueParts(option, r.value).label} ({REFUSED_TAG}):
              </strong>{' '}
              {refusedValueText(r.error)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p class="option__error" role="alert">
          ⚠ {error}
        </p>
      )}
    </div>
  );
}

function YakuPointsEditor({
  rules,
  onChange,
  max,
  setAside,
  sizes,
}: {
  rules: RuleSet;
  onChange: (yaku: YakuId, value: YakuValue | null) => void;
  max: number;
  /** Lucky hands whose value the player count sets aside: disabled, the reason under the table. */
  setAside: readonly SetAsideOption[];
  sizes: DealSizes;
}) {
  const table = rules.options.yakuPoints;
  const asideOf = (yaku: YakuId) => setAside.find((s) => s.yaku === yaku);
  return (
    <div class="table-scroll">
      <table class="data-table yaku-editor">
        <caption class="visually-hidden">Points of each yaku under the current rules</caption>
        <thead>
          <tr>
            <th scope="col">Yaku</th>
            <th scope="col">Played</th>
            <th scope="col">Points</th>
            <th scope="col">+ per extra card</th>
          </tr>
        </thead>
        <tbody>
          {YAKU_IDS.map((yaku) => {
            const v = table[yaku];
            const name = yakuName(yaku);
            const aside = asideOf(yaku);
            const noteId = aside ? `yaku-${yaku}-set-aside` : undefined;
            return (
              <tr key={yaku} data-yaku={yaku}>
                <th scope="row">
                  {name}
                  {aside && (
                    <>
                      {' '}
                      <span class="badge">{SET_ASIDE_TAG}</span>
                    </>
                  )}
                </th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name} is played`}
                    aria-describedby={noteId}
                    disabled={aside !== undefined}
                    checked={v !== null}
                    onChange={(e) => onChange(yaku, (e.currentTarget as HTMLInputElement).checked ? { points: 1, extra: 0 } : null)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    aria-label={`${name} points`}
                    aria-describedby={noteId}
                    min={0}
                    max={max}
                    value={v ? String(v.points) : ''}
                    disabled={v === null || aside !== undefined}
                    onChange={(e) => v && onChange(yaku, { ...v, points: Number((e.currentTarget as HTMLInputElement).value) })}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    aria-label={`${name} points per extra card`}
                    aria-describedby={noteId}
                    min={0}
                    max={max}
                    value={v ? String(v.extra) : ''}
                    disabled={v === null || aside !== undefined}
                    onChange={(e) => v && onChange(yaku, { ...v, extra: Number((e.currentTarget as HTMLInputElement).value) })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {setAside.map((aside) =>
        aside.yaku ? (
          <p key={aside.yaku} class="option__set-aside" id={`yaku-${aside.yaku}-set-aside`} data-set-aside={aside.reason} data-yaku={aside.yaku}>
            <strong>{yakuName(aside.yaku)}</strong> <span class="badge">{SET_ASIDE_TAG}</span> {setAsideText(aside.reason, sizes)}
          </p>
        ) : null,
      )}
    </div>
  );
}
