/**
 * The printable rules sheet, generated from the engine for the reader's rule set: every yaku
 * the rules play with small card pictures and its points, the exclusive groups, the lucky
 * hands, the multipliers and end-of-round rules, the house rules that differ from the usual
 * ones, and a one-paragraph turn summary. Rendered at build time with the default rules and
 * hydrated (`client:rules`) only for readers who chose other rules.
 *
 * The usual rules are the default preset's (the site's reference rules): the sheet lists what a
 * rule set changes from them, so a table sees at a glance what is unusual about its rules.
 */
import type { CardId } from '../../../engine/cards';
import { OPTION_SPECS, type OptionId } from '../../../engine/rules/options';
import { DEFAULT_PRESET_ID } from '../../../engine/rules/presets';
import { diffOptions, presetRuleSet, type RuleSet } from '../../../engine/rules/ruleset';
import { playedPileYaku } from '../../../engine/scoring/by-yaku';
import { EXCLUSIVE_GROUPS, YAKU_DEFINITIONS, yakuComposition } from '../../../engine/scoring/yaku';
import { LUCKY_HAND_IDS, type PileYakuId } from '../../../engine/scoring/yaku-ids';
import { OTHER_PLAYER_RULES, dealSizes, playsOtherPlayerRule, setAsideOptions } from '../../../engine/round/player-count';
import { CardImage } from '../../../shared/CardImage';
import { fill } from '../../../words/format';
import { OTHER_PLAYER_WORDS, THREE_SEAT_NAMES, dealSumText, pileTurnsText, setAsideText } from '../../../words/player-count';
import { optionLabel } from '../../../words/options';
import { yakuDescription } from '../../../words/yaku-descriptions';
import { YAKU_JAPANESE } from '../../../words/japanese-names';
import { presetName } from '../../../words/preset-names';
import { yakuList, yakuName } from '../../../words/yaku-names';
import { describeChanges, formatOptionValue, formatYakuPoints, valueMeaning } from '../../rules-choice/option-format';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { DECISION_WORDS, GROUP_WORDS, ROUND_END_WORDS, SHEET_WORDS, TURN_WORDS } from './words';

/** Shown in the sheet's three-player section when three play, not among the house rules. */
const PLAYER_COUNT_OPTIONS: readonly OptionId[] = ['players', 'handSize'];

/** The options a table needs at the end of every round, shown whatever their value. */
const ALWAYS: readonly OptionId[] = ['koikoiMultiplier', 'sevenPlusDouble', 'fieldBrightMultiplier', 'exhaustiveDraw', 'dealerAfterDraw', 'zeroSum'];

/** Cards shown for a yaku: its fixed cards, then examples of the cards it picks from. */
function exampleCards(id: PileYakuId, rules: RuleSet): { cards: readonly CardId[]; note: string | null } {
  if (id === 'tsukifuda') return { cards: [], note: SHEET_WORDS.monthCards };
  const c = yakuComposition(id, rules, 1);
  if (!c) return { cards: [], note: null };
  const picked = c.pick ? c.pick.from.slice(0, c.pick.count) : [];
  return {
    cards: [...c.required, ...picked],
    note: c.pick ? fill(SHEET_WORDS.anyOf, { count: c.pick.count }) : null,
  };
}

function optionLine(option: OptionId, value: unknown): string {
  // A number's listed meaning is where it comes from, not what it is: show the number.
  const meaning = OPTION_SPECS[option].type.kind === 'integer' ? undefined : valueMeaning(option, value);
  return `${optionLabel(option)}: ${meaning ?? formatOptionValue(option, value)}`;
}

export default function RulesSheet() {
  const rules = useReaderRules();
  const o = rules.options;
  const played = playedPileYaku(rules);
  const usual = presetRuleSet(DEFAULT_PRESET_ID).options;
  const setAside = setAsideOptions(o);
  // A lucky hand the player count makes impossible (Four Pairs with three) is not listed.
  const lucky = o.teyaku === 'off' ? [] : LUCKY_HAND_IDS.filter((id) => o.yakuPoints[id] !== null && !setAside.some((s) => s.yaku === id));
  const noEffect = setAside.filter((s) => s.reason === 'four-pairs-cannot-occur');
  // What the sheet shows elsewhere (the yaku table, the multipliers, the lucky hands) is not repeated.
  const three = o.players === 3;
  const sizes = dealSizes(o);
  const house = diffOptions(o, usual).filter(
    (d) =>
      d.option !== 'yakuPoints' &&
      !ALWAYS.includes(d.option) &&
      !(d.option === 'teyaku' && lucky.length > 0) &&
      !(three && PLAYER_COUNT_OPTIONS.includes(d.option)),
  );
  const changes = describeChanges(rules);
  const groups = EXCLUSIVE_GROUPS.map((g) => ({ g, ids: played.filter((id) => YAKU_DEFINITIONS[id].group[o.yakuStyle] === g) })).filter((x) => x.ids.length > 1);
  const always = ALWAYS.filter((option) => option !== 'fieldBrightMultiplier' || o.fieldBrightMultiplier !== 'off');
  return (
    <article class="rules-sheet" data-rules-sheet="" data-preset={rules.preset}>
      <header class="rs-header">
        <h1>{SHEET_WORDS.title}</h1>
        <p class="rs-rules">
          <strong>{fill(SHEET_WORDS.rulesLine, { title: presetName(rules.preset) })}</strong>
          {changes.length > 0 && ` · ${fill(SHEET_WORDS.changedLine, { changes: changes.join('; ') })}`}
        </p>
      </header>

      <section class="rs-turn" aria-labelledby="rs-turn">
        <h2 id="rs-turn">{SHEET_WORDS.turnTitle}</h2>
        <p>
          {fill(TURN_WORDS[o.turnStructure], { hand: sizes.hand, field: sizes.field })} {DECISION_WORDS} {ROUND_END_WORDS[o.roundEnd]}
        </p>
      </section>

      {three && (
        <section class="rs-three" aria-labelledby="rs-three" data-rs-three="">
          <h2 id="rs-three">{SHEET_WORDS.threeTitle}</h2>
          <p>
            <strong data-deal-sum="">{dealSumText(sizes)}.</strong> {pileTurnsText(sizes)} {THREE_SEAT_NAMES.join(' → ')}. {SHEET_WORDS.threeOpponent}
          </p>
          <ul>
            {OTHER_PLAYER_RULES.filter((rule) => playsOtherPlayerRule(o, rule)).map((rule) => (
              <li key={rule.id} data-rule={rule.id}>
                <strong>{optionLabel(rule.option)}:</strong> {OTHER_PLAYER_WORDS[rule.id]}
              </li>
            ))}
            {noEffect.length > 0 && (
              <li data-set-aside={noEffect.map((s) => s.yaku ?? s.option).join(' ')}>
                <strong>{noEffect.map((s) => (s.yaku ? yakuName(s.yaku) : optionLabel(s.option))).join(', ')}:</strong>{' '}
                {setAsideText(noEffect[0]!.reason, sizes)}
              </li>
            )}
          </ul>
        </section>
      )}

      <div class="rs-body">
      <section class="rs-yaku" aria-labelledby="rs-yaku">
        <h2 id="rs-yaku">{SHEET_WORDS.yakuTitle}</h2>
        <table class="rs-table">
          <thead>
            <tr>
              <th scope="col">{SHEET_WORDS.colYaku}</th>
              <th scope="col">{SHEET_WORDS.colCards}</th>
              <th scope="col">{SHEET_WORDS.colPoints}</th>
            </tr>
          </thead>
          <tbody>
            {played.map((id) => {
              const { cards, note } = exampleCards(id, rules);
              return (
                <tr key={id} data-yaku={id}>
                  <th scope="row">
                    {yakuName(id)} <span lang="ja" class="jp">{YAKU_JAPANESE[id].ja}</span>
                  </th>
                  <td>
                    <span class="rs-cards">
                      {cards.map((card) => (
                        <CardImage key={card} card={card} size={18} markers={false} loading="eager" />
                      ))}
                    </span>
                    {note && <span class="rs-note">{note}</span>}
                  </td>
                  <td class="rs-points">{formatYakuPoints(o.yakuPoints[id])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <div class="rs-columns">
        <section aria-labelledby="rs-groups">
          <h2 id="rs-groups">{SHEET_WORDS.groupsTitle}</h2>
          <ul>
            {groups.map(({ g, ids }) => (
              <li key={g}>
                <strong>{GROUP_WORDS[g]}:</strong> {yakuList(ids)}
              </li>
            ))}
            <li>{SHEET_WORDS.stacks}</li>
          </ul>
          {lucky.length > 0 && (
            <>
              <h2>{SHEET_WORDS.luckyTitle}</h2>
              <ul>
                {lucky.map((id) => (
                  <li key={id}>
                    <strong>{yakuName(id)}</strong>: {yakuDescription(id)}
                    {o.teyaku === 'win' && ` ${formatYakuPoints(o.yakuPoints[id])}`}
                  </li>
                ))}
                <li>{optionLine('teyaku', o.teyaku)}</li>
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="rs-scoring">
          <h2 id="rs-scoring">{SHEET_WORDS.scoringTitle}</h2>
          <ul>
            {always.map((option) => (
              <li key={option} data-option={option}>
                {optionLine(option, o[option])}
                {option === 'exhaustiveDraw' && o.exhaustiveDraw === 'dealer-privilege' && ` (${o.dealerPrivilegePoints})`}
              </li>
            ))}
          </ul>
          <h2>{SHEET_WORDS.houseTitle}</h2>
          {house.length === 0 ? (
            <p>{SHEET_WORDS.none}</p>
          ) : (
            <ul>
              {house.map((d) => (
                <li key={d.option} data-option={d.option}>
                  {optionLine(d.option, o[d.option])}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      </div>
      <p class="rs-footer">{SHEET_WORDS.site}</p>
    </article>
  );
}
