/**
 * The score sheet: round by round (month, dealer, result, points), both running totals, who
 * deals next, what is left and the winner — all from the engine's ledger. A round's points open
 * its explanation (the calculator's ScoreView), with Edit and Delete when the sheet is ours.
 * The same component shows a shared sheet read-only.
 */
import { useState } from 'preact/hooks';
import type { Ledger, LedgerRow, PlayerIndex } from '../../engine/round';
import { TWO_SEATS, seatCountOf, seatsOf } from '../../engine/round';

// The sheet is two-player for now.
const SEATS = TWO_SEATS;
import { roundLimit } from '../../engine/rules/options';
import type { RuleSet } from '../../engine/rules/ruleset';
import { ScoreView } from '../calculator/ScoreView';
import { shortName } from '../../words/card-names';
import type { KeptGame } from './model';
import { END_WORDS, ROUNDS, SHEET_SENTENCES, WORDS, countOf, fill, gameRulesText, monthText, nameOf, otherOf, pointsText, shortMonthText, signed, yakuList } from './words';

export interface SheetProps {
  readonly game: Pick<KeptGame, 'names' | 'rules' | 'draw'>;
  readonly ledger: Ledger;
  /** Edit and delete a round; absent for a read-only sheet. */
  readonly onEdit?: ((entry: number) => void) | undefined;
  readonly onDelete?: ((entry: number) => void) | undefined;
}

function RowDetails({ row, names, rules, onEdit, onDelete }: { row: LedgerRow; names: readonly [string, string]; rules: RuleSet; onEdit?: SheetProps['onEdit']; onDelete?: SheetProps['onDelete'] }) {
  return (
    <div class="sk-details">
      {row.explanation && row.winner !== null ? (
        <>
          <ScoreView explanation={row.explanation} names={{ scorer: nameOf(names, row.winner), other: nameOf(names, otherOf(row.winner)), show: rules.options.yakuCounting === 'both-players' }} />
          {row.witness && <p class="sk-hint">{WORDS.witnessNote}</p>}
        </>
      ) : (
        <p>
          {row.luckyHands.length > 0
            ? fill(SHEET_SENTENCES.lucky, { hands: yakuList(row.luckyHands) })
            : row.dealerPrivilege
              ? `${SHEET_SENTENCES.privilege}: ${signed(row.points[row.dealer])}`
              : resultLine(row, names)}
        </p>
      )}
      {(onEdit || onDelete) && (
        <p class="sk-actions">
          {onEdit && (
            <button type="button" class="secondary" onClick={() => onEdit(row.entry)}>
              {WORDS.edit}
            </button>
          )}
          {onDelete && (
            <button type="button" class="secondary" onClick={() => onDelete(row.entry)}>
              {WORDS.delete}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

function resultLine(row: LedgerRow, names: readonly [string, string]): string {
  return `${row.winner === null ? WORDS.nobody : nameOf(names, row.winner)} · ${END_WORDS[row.end]}`;
}

/** "+6 Alice", or how the round ended when nobody gains (the result column folds away on phones). */
function pointsLabel(row: LedgerRow, names: readonly [string, string]): string {
  const gainer: PlayerIndex | null = seatsOf(seatCountOf(row.points)).find((p) => row.points[p] > 0) ?? null;
  return gainer === null ? `0 · ${END_WORDS[row.end]}` : `${signed(row.points[gainer])} ${nameOf(names, gainer)}`;
}

export function Sheet({ game, ledger, onEdit, onDelete }: SheetProps) {
  const [open, setOpen] = useState<number | null>(null);
  const names = game.names;
  const limit = roundLimit(game.rules.options);
  const draw = game.draw;
  const lastDraw = draw?.draws[draw.draws.length - 1];
  return (
    <section class="sk-sheet" aria-labelledby="sk-sheet-title">
      <h2 id="sk-sheet-title">{`${nameOf(names, 0)} – ${nameOf(names, 1)}`}</h2>
      <p class="sk-meta">
        {gameRulesText(game.rules, limit)}
        {lastDraw && lastDraw.dealer !== null && (
          <>
            {' · '}
            {fill(SHEET_SENTENCES.drew, {
              name0: nameOf(names, 0),
              name1: nameOf(names, 1),
              card0: shortName(lastDraw.cards[0]!),
              card1: shortName(lastDraw.cards[1]!),
              dealer: nameOf(names, lastDraw.dealer),
            })}
          </>
        )}
      </p>
      <div class="table-scroll">
        <table class="data-table sk-table" data-testid="sk-table">
          <caption class="visually-hidden">{WORDS.sheetTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{WORDS.colRound}</th>
              <th scope="col">{WORDS.colDealer}</th>
              <th scope="col" class="sk-col-result">{WORDS.colWinner}</th>
              <th scope="col">{WORDS.colPoints}</th>
              <th scope="col" class="sk-num">{nameOf(names, 0)}</th>
              <th scope="col" class="sk-num">{nameOf(names, 1)}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.rows.length === 0 && (
              <tr>
                <td colSpan={6}>{WORDS.noRounds}</td>
              </tr>
            )}
            {ledger.rows.map((row) => {
              const id = `sk-row-${row.entry}`;
              const expanded = open === row.entry;
              return [
                <tr key={id} data-entry={row.entry} class={row.end === 'misdeal' ? 'sk-misdeal' : undefined}>
                  <th scope="row">
                    {`${row.round} · `}
                    <abbr title={monthText(row.month)}>{shortMonthText(row.month)}</abbr>
                  </th>
                  <td class="sk-dealer">{nameOf(names, row.dealer)}</td>
                  <td class="sk-col-result">{resultLine(row, names)}</td>
                  <td>
                    <button
                      type="button"
                      class="sk-points"
                      aria-expanded={expanded}
                      aria-controls={`${id}-details`}
                      onClick={() => setOpen(expanded ? null : row.entry)}
                    >
                      {pointsLabel(row, names)}
                    </button>
                  </td>
                  <td class="sk-num" data-total="0">{row.totals[0]}</td>
                  <td class="sk-num" data-total="1">{row.totals[1]}</td>
                </tr>,
                expanded ? (
                  <tr key={`${id}-d`} id={`${id}-details`} class="sk-details-row">
                    <td colSpan={6}>
                      <RowDetails row={row} names={names} rules={game.rules} onEdit={onEdit} onDelete={onDelete} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
          <tfoot>
            <tr>
              {/* The result column folds away on phones: a cell spanning it would then span one
                  column more than the rows above have, and push the totals out of the table. */}
              <th scope="row" colSpan={2}>
                {WORDS.totalRow}
              </th>
              <td class="sk-col-result" />
              <td />
              <td class="sk-num" data-testid="sk-total-0">{ledger.totals[0]}</td>
              <td class="sk-num" data-testid="sk-total-1">{ledger.totals[1]}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div class="sk-standing" data-testid="sk-standing">
        {ledger.finished ? (
          <p class="sk-winner">
            <strong>
              {ledger.winner === null
                ? fill(SHEET_SENTENCES.tie, { a: ledger.totals[0], b: ledger.totals[1] })
                : fill(SHEET_SENTENCES.winner, { name: nameOf(names, ledger.winner), a: ledger.totals[ledger.winner], b: ledger.totals[otherOf(ledger.winner)] })}
            </strong>
            {ledger.endedBy === 'target' && ` ${SHEET_SENTENCES.endedByTarget}`}
          </p>
        ) : (
          ledger.next && (
            <p>
              {fill(SHEET_SENTENCES.next, { round: ledger.next.round, month: monthText(ledger.next.month), dealer: nameOf(names, ledger.next.dealer) })}{' '}
              {ledger.left.rounds !== null && fill(SHEET_SENTENCES.roundsLeft, { rounds: countOf(ledger.left.rounds, ROUNDS) })}{' '}
              {ledger.left.points &&
                SEATS.map((p) => (
                  <span key={p}>{`${fill(SHEET_SENTENCES.pointsLeft, { name: nameOf(names, p), points: pointsText(ledger.left.points![p]) })} `}</span>
                ))}
            </p>
          )
        )}
      </div>
    </section>
  );
}
