/**
 * Entering (or changing) a round the way a table says it: how it ended, who won, what they had
 * — tapped as yaku (with a count for the "+1 per extra card" ones) or picked as cards with the
 * calculator's picker — and the koi-koi calls in order. Made for one hand: every answer is a
 * large button, nothing needs typing, and the engine's verdict (the points, or why the round
 * cannot be) is shown after every tap. A typical round (a winner, two yaku, one call) is five
 * taps and Save.
 */
import { useStore } from '@nanostores/preact';
import { useMemo, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import { entryChoices, otherOfTwo, seatCount, seatsOf, twoSeat, type EntryEnd, type PlayerIndex } from '../../engine/round';
import { extraRange, playedPileYaku } from '../../engine/scoring/by-yaku';
import type { LuckyHandId, PileYakuId } from '../../engine/scoring/yaku-ids';
import type { YakuClaim } from '../../engine/scoring/by-yaku';
import { CardPicker } from '../calculator/CardPicker';
import { EMPTY_STATE, toggleCard, type CalculatorState, type CardSet } from '../calculator/state';
import { shortName } from '../../words/card-names';
import { setClaimExtra, toggleClaim, type KeptGame } from './model';
import { $draft, $editBreaks, $preview, cancelEntry, saveDraft, updateDraft } from './store';
import { END_WORDS, RAN_OUT_WORDS, WORDS, YAKU_HELD_WORDS, countText, fill, ledgerErrorText, monthText, nameOf, othersOfNames, othersText, pointsText, yakuName } from './words';


function YakuPicker({
  legend,
  claims,
  played,
  game,
  onChange,
  idPrefix,
}: {
  legend: string;
  claims: readonly YakuClaim[];
  played: readonly PileYakuId[];
  game: KeptGame;
  onChange: (claims: YakuClaim[]) => void;
  idPrefix: string;
}) {
  return (
    <fieldset class="sk-yaku">
      <legend>{legend}</legend>
      <ul class="sk-yaku__grid">
        {played.map((id) => {
          const claim = claims.find((c) => c.id === id);
          const range = extraRange(id, game.rules);
          const counted = claim && range && range.perCard > 0;
          return (
            <li key={id} class={counted ? 'sk-yaku__item sk-yaku__item--counted' : 'sk-yaku__item'}>
              <button type="button" class="sk-toggle" aria-pressed={claim !== undefined} data-yaku={id} onClick={() => onChange(toggleClaim(claims, id))}>
                <span class="sk-check" aria-hidden="true">
                  {claim ? '✓' : ''}
                </span>
                {yakuName(id)}
              </button>
              {counted && (
                <span class="sk-stepper" role="group" aria-labelledby={`${idPrefix}-${id}-count`}>
                  <button
                    type="button"
                    class="secondary"
                    aria-label={`${WORDS.fewer}: ${yakuName(id)}`}
                    disabled={claim.extra <= 0}
                    onClick={() => onChange(setClaimExtra(claims, id, claim.extra - 1))}
                  >
                    −
                  </button>
                  <span id={`${idPrefix}-${id}-count`} class="sk-stepper__value" aria-live="polite">
                    {countText(id, range.baseline + claim.extra)}
                  </span>
                  <button
                    type="button"
                    class="secondary"
                    aria-label={`${WORDS.more}: ${yakuName(id)}`}
                    disabled={claim.extra >= range.max}
                    onClick={() => onChange(setClaimExtra(claims, id, claim.extra + 1))}
                  >
                    +
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Choice<T extends string | number>({ name, value, checked, label, onPick }: { name: string; value: T; checked: boolean; label: string; onPick: (v: T) => void }) {
  return (
    <label class="sk-choice">
      <input type="radio" name={name} value={String(value)} checked={checked} onChange={() => onPick(value)} />
      <span>{label}</span>
    </label>
  );
}

export function RoundForm({ game }: { readonly game: KeptGame }) {
  const draft = useStore($draft);
  const preview = useStore($preview);
  const breaks = useStore($editBreaks);
  const [pickerTarget, setPickerTarget] = useState<CardSet>('pile');
  const [pickerStatus, setPickerStatus] = useState('');
  const choices = useMemo(() => entryChoices(game.rules), [game.rules]);
  const played = useMemo(() => playedPileYaku(game.rules), [game.rules]);
  const names = game.names;
  const seats = seatsOf(seatCount(game.rules.options));
  const three = seats.length === 3;
  if (!preview) return null;

  const winner = draft.winner;
  const asksWinner = draft.end === 'stop' || draft.end === 'lucky-hand' || (draft.end === 'ran-out' && choices.ranOut === 'last-yaku');
  const asksCalls = draft.end === 'stop' || (draft.end === 'ran-out' && (choices.ranOut === 'last-yaku' || choices.ranOut === 'opponent-of-last-caller'));
  // opponent-of-last-caller is two-player only (the engine refuses it with three players).
  const lastCaller = draft.calls.length > 0 ? twoSeat(draft.calls[draft.calls.length - 1]!) : null;
  const scorer: PlayerIndex | null =
    draft.end === 'ran-out' && choices.ranOut === 'opponent-of-last-caller' ? (lastCaller === null ? null : otherOfTwo(lastCaller)) : winner;
  // The other players' piles, in turn order after the scorer (the first, and with three the second).
  const others = scorer === null ? [] : othersOfNames(names, scorer);

  const calcState: CalculatorState = { ...EMPTY_STATE, mode: 'round', pile: draft.cards, opponentPile: draft.opponentCards, thirdPile: draft.thirdCards };
  // The badges name each pile's player (with three, "opponent's" would not say whose).
  const pileBadges: Partial<Record<CardSet, string>> = three && others.length === 2 ? { opponentPile: nameOf(names, others[0]!), thirdPile: nameOf(names, others[1]!) } : {};
  const pick = (card: CardId) => {
    const result = toggleCard(calcState, pickerTarget, card);
    updateDraft({ cards: result.state.pile, opponentCards: result.state.opponentPile, thirdCards: result.state.thirdPile });
    setPickerStatus(`${result.added ? '+' : '−'} ${shortName(card)}`);
  };

  const result = preview.result;
  const row = result.ok ? result.value.rows.find((r) => r.entry === (draft.editing ?? game.entries.length)) : undefined;
  const verdict = !result.ok ? ledgerErrorText(result.error, names, scorer ?? 0) : breaks ? fill(WORDS.editBreaks, { n: breaks.entry + 1, text: ledgerErrorText(breaks, names, scorer ?? 0) }) : null;

  return (
    <form
      class="sk-entry"
      aria-labelledby="sk-entry-title"
      onSubmit={(event) => {
        event.preventDefault();
        saveDraft();
      }}
    >
      <h2 id="sk-entry-title">{fill(draft.editing === null ? WORDS.entryTitleNew : WORDS.entryTitleEdit, { round: preview.round, month: monthText(preview.month) })}</h2>

      <fieldset class="sk-choices-set">
        <legend>{WORDS.howLegend}</legend>
        <div class="sk-choices">
          {choices.ends.map((end) => (
            <Choice<EntryEnd> key={end} name="sk-end" value={end} checked={draft.end === end} label={END_WORDS[end]} onPick={(v) => updateDraft({ end: v })} />
          ))}
        </div>
        {draft.end === 'ran-out' && <p class="sk-hint">{RAN_OUT_WORDS[choices.ranOut]}</p>}
      </fieldset>

      {draft.end === 'ran-out' && choices.asksYakuHeld && (
        <fieldset class="sk-choices-set">
          <legend>{YAKU_HELD_WORDS.legend}</legend>
          <div class="sk-choices">
            <Choice<number> name="sk-yaku-held" value={0} checked={!draft.yakuHeld} label={YAKU_HELD_WORDS.no} onPick={() => updateDraft({ yakuHeld: false })} />
            <Choice<number> name="sk-yaku-held" value={1} checked={draft.yakuHeld} label={YAKU_HELD_WORDS.yes} onPick={() => updateDraft({ yakuHeld: true })} />
          </div>
        </fieldset>
      )}

      {asksWinner && (
        <fieldset class="sk-choices-set">
          <legend>{draft.end === 'ran-out' ? WORDS.ranOutLastYaku : WORDS.winnerLegend}</legend>
          <div class="sk-choices">
            {seats.map((p) => (
              <Choice<number> key={p} name="sk-winner" value={p} checked={winner === p} label={nameOf(names, p)} onPick={() => updateDraft({ winner: p })} />
            ))}
            {draft.end === 'ran-out' && <Choice<number> name="sk-winner" value={-1} checked={winner === null} label={WORDS.nobody} onPick={() => updateDraft({ winner: null })} />}
          </div>
        </fieldset>
      )}

      {draft.end === 'lucky-hand' && (
        <fieldset class="sk-choices-set">
          <legend>{WORDS.luckyLegend}</legend>
          <div class="sk-choices">
            {choices.luckyHands.map((id: LuckyHandId) => {
              const on = draft.luckyHands.includes(id);
              return (
                <button key={id} type="button" class="sk-toggle" aria-pressed={on} onClick={() => updateDraft({ luckyHands: on ? draft.luckyHands.filter((h) => h !== id) : [...draft.luckyHands, id] })}>
                  <span class="sk-check" aria-hidden="true">
                    {on ? '✓' : ''}
                  </span>
                  {yakuName(id)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}

      {asksCalls && (
        <fieldset class="sk-choices-set">
          <legend>{WORDS.callsLegend}</legend>
          <p class="sk-calls" aria-live="polite">
            {draft.calls.length === 0 ? WORDS.noCalls : draft.calls.map((p, i) => `${i + 1}. ${nameOf(names, p)}`).join(' · ')}
          </p>
          <div class="sk-choices">
            {seats.map((p) => (
              <button key={p} type="button" class="sk-toggle" data-call={p} onClick={() => updateDraft({ calls: [...draft.calls, p] })}>
                {fill(WORDS.callBy, { name: nameOf(names, p) })}
              </button>
            ))}
            <button type="button" class="secondary" disabled={draft.calls.length === 0} onClick={() => updateDraft({ calls: draft.calls.slice(0, -1) })}>
              {WORDS.removeCall}
            </button>
          </div>
        </fieldset>
      )}

      {preview.scoresPile && scorer !== null && (
        <section class="sk-pile" aria-labelledby="sk-pile-title">
          <h3 id="sk-pile-title">{WORDS.enterHow}</h3>
          <div class="sk-choices" role="radiogroup" aria-labelledby="sk-pile-title">
            <Choice name="sk-mode" value="yaku" checked={draft.mode === 'yaku'} label={WORDS.byYaku} onPick={() => updateDraft({ mode: 'yaku' })} />
            <Choice name="sk-mode" value="cards" checked={draft.mode === 'cards'} label={WORDS.byCards} onPick={() => updateDraft({ mode: 'cards' })} />
          </div>
          {draft.mode === 'yaku' ? (
            <>
              <YakuPicker legend={fill(WORDS.yakuLegend, { name: nameOf(names, scorer) })} claims={draft.yaku} played={played} game={game} onChange={(yaku) => updateDraft({ yaku })} idPrefix="sk-own" />
              {choices.bothPlayers && (
                <YakuPicker
                  legend={three ? fill(WORDS.othersYakuLegend, { names: othersText(names, scorer) }) : fill(WORDS.opponentYakuLegend, { name: othersText(names, scorer) })}
                  claims={draft.opponentYaku}
                  played={played}
                  game={game}
                  onChange={(opponentYaku) => updateDraft({ opponentYaku })}
                  idPrefix="sk-opp"
                />
              )}
            </>
          ) : (
            <>
              {choices.bothPlayers && (
                <div class="sk-choices" role="radiogroup" aria-label={WORDS.pickerTarget}>
                  <Choice name="sk-target" value="pile" checked={pickerTarget === 'pile'} label={fill(WORDS.cardsLegend, { name: nameOf(names, scorer) })} onPick={() => setPickerTarget('pile')} />
                  {others.map((p, i) => {
                    const set: CardSet = i === 0 ? 'opponentPile' : 'thirdPile';
                    return <Choice key={set} name="sk-target" value={set} checked={pickerTarget === set} label={fill(WORDS.opponentCardsLegend, { name: nameOf(names, p) })} onPick={() => setPickerTarget(set)} />;
                  })}
                </div>
              )}
              <p class="sk-hint" role="status">
                {pickerStatus}
              </p>
              <CardPicker state={calcState} badges={pileBadges} target={choices.bothPlayers ? pickerTarget : 'pile'} visibleSets={choices.bothPlayers ? (three ? ['pile', 'opponentPile', 'thirdPile'] : ['pile', 'opponentPile']) : ['pile']} onToggle={pick} />
            </>
          )}
          {choices.fieldBrights && (
            <fieldset class="sk-choices-set">
              <legend>{WORDS.fieldBrightsLegend}</legend>
              <span class="sk-stepper">
                <button type="button" class="secondary" aria-label={`${WORDS.fewer}: ${WORDS.fieldBrightsLegend}`} disabled={draft.fieldBrights <= 0} onClick={() => updateDraft({ fieldBrights: draft.fieldBrights - 1 })}>
                  −
                </button>
                <span class="sk-stepper__value" aria-live="polite">
                  {draft.fieldBrights}
                </span>
                <button type="button" class="secondary" aria-label={`${WORDS.more}: ${WORDS.fieldBrightsLegend}`} disabled={draft.fieldBrights >= 5} onClick={() => updateDraft({ fieldBrights: draft.fieldBrights + 1 })}>
                  +
                </button>
              </span>
            </fieldset>
          )}
        </section>
      )}

      <div class="sk-verdict" role="status" data-testid="sk-verdict">
        {verdict ? (
          <p class="sk-error">
            <span aria-hidden="true">⚠ </span>
            {verdict}
          </p>
        ) : row ? (
          <p>
            <strong>
              {row.winner === null
                ? `${WORDS.nobody} · ${END_WORDS[row.end]}`
                : `${nameOf(names, row.winner)}: ${fill(WORDS.pilePreview, { points: pointsText(row.points[row.winner]) })}`}
            </strong>
          </p>
        ) : null}
      </div>

      <p class="sk-actions sk-actions--sticky">
        <button type="submit" class="sk-big" data-testid="sk-save" disabled={verdict !== null}>
          {draft.editing === null ? WORDS.saveRound : WORDS.saveChanges}
        </button>
        <button type="button" class="secondary" onClick={cancelEntry}>
          {WORDS.cancel}
        </button>
      </p>
    </form>
  );
}
