/**
 * The score calculator: pick the captured cards (and, if wanted, the field, the month and
 * the koi-koi calls) and read the engine's explained score and one-card-away hints.
 *
 * State lives in the page address (link.ts), kept up to date with
 * `history.replaceState`, so the address is always a link to the calculation. A link's
 * rules become the reader's rules (the store), with a way back. The player count is the
 * calculator's own (players.ts): chosen here, it changes this calculation and its link only. A malformed link is
 * explained and a clean calculator opens with the reader's own rules.
 *
 * Hydration is split so that no single task is long (issue #13: none over 50 ms at a slow
 * phone's speed): the modules are evaluated in one task and the island hydrates in the
 * next (the top-level await below); the page's controls hydrate first, then each month of
 * the card picker, the score and the one-card-away hints, each in a task of its own
 * (HydrateLater); the hints (48 more evaluations) are worked out beforehand, a few cards
 * per task. The root carries `data-hydrating` until all of it is live. The picker, the
 * score and the hints are memoised, so the re-renders right after hydration (address read,
 * saved rules) do not walk the 48 cards again when nothing they show changed.
 */
import { render } from 'preact';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { RuleSet } from '../../engine/rules/ruleset';
import { encodeRuleChoice } from '../../engine/rules/rule-code';
import { calculatorRules } from './players';
import { decodeCalculatorLink, encodeCalculatorLink, hasCalculatorParams, type LinkProblem } from './link';
import {
  EMPTY_STATE,
  otherSeats,
  pileSetOf,
  toggleCard,
  scorerOf,
  seatsAt,
  type CalculatorState,
  type CardSet,
  type Seat,
} from './state';
import { shortName } from '../../words/card-names';
import { optionLabel } from '../../words/options';
import { $ruleSet, adoptRules } from '../rules-choice/rules-store';
import { HydrateLater } from '../../shared/HydrateLater';
import { useHydrated, useReaderRules } from '../rules-choice/use-reader-rules';
import { CardPicker } from './CardPicker';
import { hintsFor, prepareHints, scoreOf, seatIndex } from './derive';
import { seatCount } from '../../engine/round/seats';
import { HintsView } from './HintsView';
import { RoundSetup } from './RoundSetup';
import { RulesBar, type LinkRulesNotice } from './RulesBar';
import { ScoreView } from './ScoreView';
import { ShareLink } from './ShareLink';
import { CALC_WORDS, calcText, linkProblemText } from './words';
import { capitalise, fillParts, listOf } from '../../words/format';
import { CARDS, countOf, POINTS } from '../../words/plural';
import './calculator.css';

// Evaluating the island's modules is one task; hydrating in that same task made it a long
// one. Astro hydrates once this module has finished: in the browser it finishes two tasks
// later, after a throwaway render in the middle one, which has V8 compile Preact's render
// path (and the hooks) there rather than in the first hydration task.
if (!import.meta.env.SSR) {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  await nextTask();
  const scratch = document.createElement('div');
  render(<WarmUp />, scratch);
  render(null, scratch);
  await nextTask();
}

/** A few elements, props, handlers and hooks: the paths hydration takes first. */
function WarmUp() {
  const [on, setOn] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const label = useMemo(() => (on ? 'on' : 'off'), [on]);
  useEffect(() => undefined, []);
  return (
    <p class="calc-warm-up">
      <label>
        <input type="checkbox" checked={on} onChange={() => setOn(!on)} /> {label}
      </label>
      <button type="button" ref={ref} aria-pressed={on} onClick={useCallback(() => setOn(true), [])}>
        <span>{label}</span>
      </button>
    </p>
  );
}

const TARGET_TITLE: Record<CardSet, string> = {
  pile: 'Your pile',
  opponentPile: 'Your opponent’s pile',
  thirdPile: 'The third player’s pile',
  fieldAtDeal: 'Field at the deal',
  fieldAtEnd: 'Field at the end',
};

/**
 * Parts hydrated after the rest (HydrateLater), in page order: the rules bar, the round's
 * setup, the card picker (month by month), the total bar, the score, the hints, the share
 * link. The score is worked out in the first of them that shows it, so the first task
 * (the island's frame, the target choice, the picker's tools) does not score at all.
 */
const LATER_PARTS = 7;

const ROUND_TARGETS: readonly CardSet[] = ['pile', 'opponentPile', 'fieldAtDeal', 'fieldAtEnd'];
/** A whole round at a table of three (rules with `players: 3`): the third player's pile too. */
const ROUND_TARGETS_OF_THREE: readonly CardSet[] = ['pile', 'opponentPile', 'thirdPile', 'fieldAtDeal', 'fieldAtEnd'];
const SINGLE_PILE_TARGETS: readonly CardSet[] = ['pile', 'fieldAtDeal', 'fieldAtEnd'];

/** The piles and field sets as the reader says them ("your opponent's pile"). */
const SET_NAME: Record<CardSet, string> = {
  pile: 'your pile',
  opponentPile: 'your opponent’s pile',
  thirdPile: 'the third player’s pile',
  fieldAtDeal: 'the field at the deal',
  fieldAtEnd: 'the field at the end',
};

interface CalculationProps {
  readonly state: CalculatorState;
  readonly rules: RuleSet;
}

/** The score, each yaku and multiplier explained. */
function ScoreSection({ state, rules }: CalculationProps) {
  const calc = scoreOf(state, rules);
  const round = state.mode === 'round';
  return (
    <section aria-labelledby="calc-score-title">
      <h2 id="calc-score-title" tabIndex={-1}>
        {calcText(round ? `score.heading.${calc.scorer}` : 'score.heading')}
      </h2>
      <ScoreView explanation={calc.explanation} owners={{ scorer: calc.scorer, show: calc.countsOpponent && round, seats: calc.seats }} />
      {round && calc.seats === 3 && <PaysLine calc={calc} />}
      {round && calc.seats === 2 && calc.scorer !== 'third' && (
        <p class="calc-hint" data-testid="calc-other-side">
          {calcText(calc.countsOpponent ? `score.other-counted.${calc.scorer}` : `score.other-nothing.${calc.scorer}`)}
        </p>
      )}
      {!round && calc.countsOpponent && (
        <p class="calc-hint">{calcText('score.both-players.single', { option: optionLabel('yakuCounting') })}</p>
      )}
    </section>
  );
}

/**
 * Three players: who pays whom, from the engine's gains per seat (zero-sum: each other player
 * pays the winner the round's points), and whose yaku were counted.
 */
function PaysLine({ calc }: { readonly calc: ReturnType<typeof scoreOf> }) {
  const gains = calc.gains;
  if (!gains) return null;
  const others = otherSeats(calc.scorer, 3);
  const name = (seat: Seat) => calcText(`three.${seat}`);
  const payers = others.filter((seat) => gains[seatIndex(seat)] < 0);
  const points = countOf(calc.explanation.total, POINTS);
  const pays =
    payers.length > 0
      ? calcText('three.pays.zero-sum', { payers: listOf(payers.map(name)), points, scorer: name(calc.scorer), gain: countOf(gains[seatIndex(calc.scorer)], POINTS) })
      : calcText('three.pays.not-zero-sum', { points, scorer: name(calc.scorer), others: listOf(others.map(name)) });
  return (
    <p class="calc-hint" data-testid="calc-other-side">
      {pays}
      {calc.countsOpponent && ` ${calcText('three.counted', { others: listOf(others.map(name)) })}`}
    </p>
  );
}

interface OneCardAwayProps extends CalculationProps {
  readonly pileName: string;
  readonly onAdd: (card: CardId) => void;
}

/** The hints, worked out when this part renders (after the rest has hydrated). */
function OneCardAway({ state, rules, pileName, onAdd }: OneCardAwayProps) {
  const hints = useMemo(() => hintsFor(scoreOf(state, rules), state, rules), [state, rules]);
  return <HintsView hints={hints} pileName={pileName} onAdd={onAdd} />;
}

interface CalcBarProps extends CalculationProps {
  readonly status: string;
  /** The set a press goes to, named when a whole round is scored. */
  readonly target: string | null;
  readonly pileName: string;
}

/**
 * The running total stays on screen while cards are picked (sticky to the bottom of the
 * cards section), with what the last tap did; tapping it goes to the explanation.
 */
function CalcBar({ state, rules, status, target, pileName }: CalcBarProps) {
  const calc = scoreOf(state, rules);
  return (
    <div class="calc-bar" data-testid="calc-bar">
      <p class="calc-bar__status" role="status" aria-live="polite">
        {status === '' ? null : status}
      </p>
      {target !== null && <p class="calc-bar__target">{calcText('bar.target', { target })}</p>}
      <a class="calc-bar__total" href="#calc-score-title">
        <span>
          {fillParts(CALC_WORDS['bar.total'], {
            pile: capitalise(pileName),
            cards: countOf(state[pileSetOf(calc.scorer)].length, CARDS),
            points: <strong data-testid="calc-bar-total">{countOf(calc.explanation.total, POINTS)}</strong>,
          })}
        </span>
        <span class="calc-bar__more">{calcText('bar.more')}</span>
      </a>
    </div>
  );
}

export default function Calculator() {
  const hydrated = useHydrated();
  const readerRules = useReaderRules();
  const [state, setState] = useState<CalculatorState>(EMPTY_STATE);
  // The rules this calculation scores under: the reader's, with the calculator's own player count.
  const rules = useMemo(() => calculatorRules(readerRules, state.players), [readerRules, state.players]);
  const [target, setTarget] = useState<CardSet>('pile');
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<readonly LinkProblem[]>([]);
  const [linkNotice, setLinkNotice] = useState<LinkRulesNotice | null>(null);
  const [ready, setReady] = useState(false);
  const [url, setUrl] = useState('/calculator/');
  const [laterParts, setLaterParts] = useState(LATER_PARTS);
  const partHydrated = useCallback(() => setLaterParts((n) => n - 1), []);

  // Read the link once, after hydration (the server knows no address).
  useEffect(() => {
    const search = location.search;
    if (hasCalculatorParams(search)) {
      const decoded = decodeCalculatorLink(search);
      if (decoded.ok) {
        setState(decoded.value.state);
        const linkRules = decoded.value.rules;
        const current = $ruleSet.get();
        if (linkRules && encodeRuleChoice(linkRules) !== encodeRuleChoice(current)) {
          adoptRules(linkRules);
          setLinkNotice({ previous: current });
        }
      } else {
        setProblems(decoded.error);
      }
    }
    setReady(true);
  }, []);

  // Keep the address in step with the calculation (and with rules changed elsewhere).
  useEffect(() => {
    if (!ready) return;
    // The reader's rules, not the calculation's: the player count travels as its own parameter.
    const next = `${location.pathname}?${encodeCalculatorLink(state, readerRules)}${location.hash}`;
    if (next !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', next);
    setUrl(location.href);
  }, [ready, state, readerRules]);

  // The first render's hints, worked out a few cards per task before their part hydrates.
  const [hintsPrepared] = useState(() => (import.meta.env.SSR || import.meta.env.DEV ? undefined : prepareHints(state, rules)));
  const round = state.mode === 'round';
  const three = seatCount(rules.options) === 3;
  const targets = round ? (three ? ROUND_TARGETS_OF_THREE : ROUND_TARGETS) : SINGLE_PILE_TARGETS;
  const currentTarget = targets.includes(target) ? target : 'pile';
  // A stopper the rules do not seat (the third player, under rules for two) leaves you the scorer.
  const scorer = seatsAt(seatCount(rules.options)).includes(scorerOf(state)) ? scorerOf(state) : 'you';
  const scoredPile = SET_NAME[pileSetOf(scorer)];

  // The memoised parts get stable handlers that read the latest render's values.
  const latest = useRef({ state, target: currentTarget, scorer });
  latest.current = { state, target: currentTarget, scorer };

  const toggle = useCallback((set: CardSet, card: CardId) => {
    const result = toggleCard(latest.current.state, set, card);
    setState(result.state);
    const params = { card: shortName(card), set: SET_NAME[set] };
    // A card taken from the other pile is said to have moved, where the reader is looking (the total bar).
    if (!result.added) setStatus(calcText('status.removed', params));
    else if (result.movedFrom.length > 0) setStatus(calcText('status.moved', { ...params, from: listOf(result.movedFrom.map((s) => SET_NAME[s])) }));
    else setStatus(calcText('status.added', params));
  }, []);
  const pick = useCallback((card: CardId) => toggle(latest.current.target, card), [toggle]);
  const addHint = useCallback((card: CardId) => toggle(pileSetOf(latest.current.scorer), card), [toggle]);

  const update = (patch: Partial<CalculatorState>) => setState({ ...state, ...patch });

  const uses: Partial<Record<CardSet, string>> = {
    fieldAtDeal:
      rules.options.fieldBrightMultiplier === 'off'
        ? `not used by these rules (${optionLabel('fieldBrightMultiplier')}: off)`
        : `for ${optionLabel('fieldBrightMultiplier').toLowerCase()}`,
    fieldAtEnd:
      rules.options.viewing === 'weather'
        ? 'for the weather that can spoil the viewing yaku'
        : 'not used by these rules (no weather for the viewing yaku)',
  };

  const picker = useMemo(
    () => <CardPicker state={state} target={currentTarget} visibleSets={targets} onToggle={pick} onHydrated={partHydrated} />,
    [state, currentTarget, targets, pick, partHydrated],
  );

  const scoreSection = useMemo(() => <ScoreSection state={state} rules={rules} />, [state, rules]);

  // A whole round is over (someone stopped): no card can be added to it any more.
  const hintsSection = useMemo(
    () => (
      <section aria-labelledby="calc-hints-title">
        <h2 id="calc-hints-title">{calcText('hints.title')}</h2>
        {round ? (
          <p class="calc-hint" data-testid="calc-hints-over">{calcText('hints.round-over')}</p>
        ) : (
          <>
            <p class="calc-hint">{calcText('hints.intro', { pile: scoredPile })}</p>
            <OneCardAway state={state} rules={rules} pileName={scoredPile} onAdd={addHint} />
          </>
        )}
      </section>
    ),
    [state, rules, scoredPile, addHint, round],
  );

  const bar = (
    <CalcBar state={state} rules={rules} status={status} target={round ? SET_NAME[currentTarget] : null} pileName={scoredPile} />
  );

  return (
    <div class="calc" data-ready={ready ? 'true' : undefined} data-hydrating={laterParts > 0 ? 'true' : undefined}>
      {problems.length > 0 && (
        <div class="calc-problems" role="alert">
          <h2 class="calc-problems__title">This link could not be opened</h2>
          <ul>
            {problems.map((p, i) => (
              <li key={i} data-param={p.param}>
                {linkProblemText(p)}
              </li>
            ))}
          </ul>
          <p>The calculator starts empty instead, with your own rules.</p>
          <button type="button" class="secondary" onClick={() => setProblems([])}>
            Dismiss
          </button>
        </div>
      )}

      <HydrateLater onHydrated={partHydrated}>
        <RulesBar rules={readerRules} linkNotice={linkNotice} onDismissLinkNotice={() => setLinkNotice(null)} />
      </HydrateLater>

      <div class="calc-layout">
        <div class="calc-inputs">
          <HydrateLater onHydrated={partHydrated}>
            <section aria-labelledby="calc-round-title">
              <h2 id="calc-round-title">The round</h2>
              <RoundSetup state={state} rules={rules} readerRules={readerRules} onChange={update} />
            </section>
          </HydrateLater>

          <section aria-labelledby="calc-cards-title">
            <h2 id="calc-cards-title">Cards</h2>
            <fieldset class="calc-choice calc-targets">
              <legend>{calcText('target.legend')}</legend>
              {targets.map((set) => (
                <label key={set}>
                  <input
                    type="radio"
                    name="calc-target"
                    value={set}
                    checked={currentTarget === set}
                    onChange={() => setTarget(set)}
                  />
                  {` ${TARGET_TITLE[set]} `}
                  <span class="calc-count">{`(${state[set].length})`}</span>
                  {uses[set] && <span class="calc-hint calc-targets__use">{` — ${uses[set]}`}</span>}
                </label>
              ))}
            </fieldset>
            {/* The picker's tools hydrate in a task of their own, then each month (CardPicker's onHydrated counts them). */}
            <HydrateLater>{picker}</HydrateLater>
            <HydrateLater onHydrated={partHydrated}>{bar}</HydrateLater>
            <p>
              <button
                type="button"
                class="secondary"
                disabled={!hydrated}
                onClick={() => {
                  setState({ ...EMPTY_STATE, mode: state.mode, players: state.players });
                  setStatus(calcText('status.cleared'));
                }}
              >
                Start over
              </button>
            </p>
          </section>
        </div>

        <div class="calc-results">
          <HydrateLater onHydrated={partHydrated}>{scoreSection}</HydrateLater>
          <HydrateLater onHydrated={partHydrated} waitFor={hintsPrepared}>
            {hintsSection}
          </HydrateLater>
          <HydrateLater onHydrated={partHydrated}>
            <section aria-labelledby="calc-share-title">
              <h2 id="calc-share-title">Share</h2>
              <ShareLink url={url} />
            </section>
          </HydrateLater>
        </div>
      </div>
    </div>
  );
}
