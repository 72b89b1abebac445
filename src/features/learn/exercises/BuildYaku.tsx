/**
 * Lesson 5 exercise: build named yaku from a pool of cards. The engine's evaluateYaku
 * judges each pile under the reader's rules, and the values of every yaku family are shown
 * from the same rules (nothing typed by hand).
 */
import { useRef, useState } from 'preact/hooks';
import type { CardId } from '../../../engine/cards';
import { PILE_YAKU_IDS, type PileYakuId } from '../../../engine/scoring/yaku';
import { formatYakuPoints } from '../../rules-choice/option-format';
import { yakuDescription } from '../../../words/yaku-descriptions';
import { YAKU_JAPANESE } from '../../../words/japanese-names';
import { presetName } from '../../../words/preset-names';
import { yakuName } from '../../../words/yaku-names';
import { YAKU_POOL, YAKU_TARGETS, checkYakuBuild, yakuPlayed } from './checks/build-yaku';
import type { Verdict } from './checks/verdict';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardToggle, ExerciseShell, Feedback } from './ExerciseShell';

export default function BuildYaku({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const targets = YAKU_TARGETS.filter((t) => yakuPlayed(t, rules));
  const [built, setBuilt] = useState<PileYakuId[]>([]);
  const [pile, setPile] = useState<CardId[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const target = targets.find((t) => !built.includes(t)) ?? null;
  const solved = targets.length > 0 && targets.every((t) => built.includes(t));

  const toggle = (card: CardId) => {
    setVerdict(null);
    setPile(pile.includes(card) ? pile.filter((c) => c !== card) : [...pile, card]);
  };
  const check = () => {
    if (!target) return;
    const v = checkYakuBuild(target, pile, rules);
    setVerdict(v);
    if (v.correct) {
      setBuilt([...built, target]);
      setPile([]);
      setTimeout(() => promptRef.current?.focus(), 0);
    }
  };

  return (
    <ExerciseShell lesson={lesson} title="build the yaku" solved={solved}>
      <p ref={promptRef} tabIndex={-1} class="exercise__prompt">
        {target ? (
          <>
            Yaku {built.length + 1} of {targets.length}: make <strong>{yakuName(target)}</strong> (
            <span lang="ja" class="jp">
              {YAKU_JAPANESE[target].ja}
            </span>
            ). Press the cards you need, then check.
          </>
        ) : (
          <>All {targets.length} yaku built.</>
        )}
      </p>
      <ul class="checklist" aria-label="Yaku to build">
        {targets.map((t) => (
          <li key={t}>
            <span aria-hidden="true">{built.includes(t) ? '✓' : '○'}</span> {yakuName(t)}
            <span class="visually-hidden">{built.includes(t) ? ': built' : ': not built yet'}</span>
          </li>
        ))}
      </ul>
      <ul class="card-row" aria-label="Cards to build from">
        {YAKU_POOL.map((c) => (
          <li key={c}>
            <CardToggle card={c} pressed={pile.includes(c)} onToggle={() => toggle(c)} disabled={!target} />
          </li>
        ))}
      </ul>
      <div class="exercise__actions">
        <button type="button" onClick={check} disabled={!target || pile.length === 0}>
          Check my {pile.length}-card pile
        </button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setPile([]);
            setVerdict(null);
          }}
          disabled={pile.length === 0}
        >
          Clear
        </button>
      </div>
      <Feedback verdict={verdict} />
      <details class="values">
        <summary>What each yaku is worth under your rules ({presetName(rules.preset)})</summary>
        <div class="table-scroll">
        <table class="data-table">
          <thead>
            <tr>
              <th scope="col">Yaku</th>
              <th scope="col">Cards</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {PILE_YAKU_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">{yakuName(id)}</th>
                <td>{yakuDescription(id)}</td>
                <td data-yaku-value={id}>{formatYakuPoints(yakuPlayed(id, rules) ? rules.options.yakuPoints[id] : null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </details>
    </ExerciseShell>
  );
}
