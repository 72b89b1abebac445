/**
 * The score sheet: round by round (month, dealer, result, points), each player's running total
 * (two or three columns, as the rules seat them), who
 * deals next, what is left and the winner — all from the engine's ledger. A round's points open
 * its explanation (the calculator's ScoreView), with Edit and Delete when the sheet is ours.
 * The same component shows a shared sheet read-only.
 */
import { useState } from 'preact/hooks';
import type { Ledger, LedgerRow, PlayerIndex } from '../../engine/round';
import { seatCount, seatCountOf, seatsOf } from '../../engine/round';
import { roundLimit } from '../../engine/rules/options';
import type { RuleSet } from '../../engine/rules/ruleset';
import { ScoreView } from '../calculator/ScoreView';
import type { KeptGame } from './model';
import { END_WORDS, ROUNDS, SHEET_SENTENCES, WORDS, countOf, drawText, fill, gameRulesText, monthText, nameOf, othersOfNames, othersText, pointsText, shortMonthText, signed, yakuList } from './words';

export interface SheetProps {
  readonly game: Pick<KeptGame, 'names' | 'rules' | 'draw'>;
  readonly ledger: Ledger;
  /** Edit and delete a round; absent for a read-only sheet. */
  readonly onEdit?: ((entry: number) => void) | undefined;
  readonly onDelete?: ((entry: number) => void) | undefined;
}

function RowDetails({ row, names, rules, onEdit, onDelete }: { row: LedgerRow; names: readonly string[]; rules: RuleSet; onEdit?: SheetProps['onEdit']; onDelete?: SheetProps['onDelete'] }) {
  return (
    <div class="sk-details">
      {row.explanation && row.winner !== null ? (
        <>
          <ScoreView explanation={row.explanation} names={{ scorer: nameOf(names, row.winner), other: othersText(names, row.winner), show: rules.options.yakuCounting === 'both-players', seats: seatCount(rules.options) }} />
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

function resultLine(row: LedgerRow, names: readonly string[]): string {
  return `${row.winner === null ? WORDS.nobody : nameOf(names, row.winner)} · ${END_WORDS[row.end]}`;
}

/** "+6 Alice", or how the round ended when nobody gains (the result column folds away on phones). */
function pointsLabel(row: LedgerRow, names: readonly string[]): string {
  const gainer: PlayerIndex | null = seatsOf(seatCountOf(row.points)).find((p) => row.points[p] > 0) ?? null;
  return gainer === null ? `0 · ${END_WORDS[row.end]}` : `${signed(row.points[gainer])} ${nameOf(names, gainer)}`;
}

/** The end of the game: "Aiko wins the game, 12 to 5.", with three every other total named. */
function standingText(ledger: Ledger, names: readonly string[]): string {
  const totals = ledger.totals;
  const winner = ledger.winner;
  if (seatCountOf(totals) === 2) {
    return winner === null
      ? fill(SHEET_SENTENCES.tie, { a: totals[0], b: totals[1] })
      : fill(SHEET_SENTENCES.winner, { name: nameOf(names, winner), a: totals[winner], b: totals[othersOfNames(names, winner)[0]!] });
  }
  // Totals as numbers ("−12", never "+12": a total is not a gain).
  const total = (p: PlayerIndex) => (totals[p] < 0 ? signed(totals[p]) : String(totals[p]));
  const named = (p: PlayerIndex) => `${nameOf(names, p)} ${total(p)}`;
  if (winner === null) return fill(SHEET_SENTENCES.tieOfThree, { totals: seatsOf(3).map(named).join(', ') });
  return fill(SHEET_SENTENCES.winnerOfThree, { name: nameOf(names, winner), a: total(winner), others: othersOfNames(names, winner).map(named).join(', ') });
}

export function Sheet({ game, ledger, onEdit, onDelete }: SheetProps) {
  const [open, setOpen] = useState<number | null>(null);
  const names = game.names;
  const limit = roundLimit(game.rules.options);
  const draw = game.draw;
  const lastDraw = draw?.draws[draw.draws.length - 1];
  const seats = seatsOf(seatCount(game.rules.options));
  // Round, dealer, result, points, then one total per seat.
  const columns = 4 + seats.length;
  return (
    <section class="sk-sheet" aria-labelledby="sk-sheet-title">
      <h2 id="sk-sheet-title">{seats.map((p) => nameOf(names, p)).join(' – ')}</h2>
      <p class="sk-meta">
        {gameRulesText(game.rules, limit)}
        {lastDraw && lastDraw.dealer !== null && (
          <>
            {' · '}
            {drawText(lastDraw, names)}
          </>
        )}
      </p>
      <div class="table-scroll">
        <table class={seats.length === 3 ? 'data-table sk-table sk-table--three' : 'data-table sk-table'} data-testid="sk-table">
          <caption class="visually-hidden">{WORDS.sheetTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{WORDS.colRound}</th>
              <th scope="col" class="sk-dealer">{WORDS.colDealer}</th>
              <th scope="col" class="sk-col-result">{WORDS.colWinner}</th>
              <th scope="col">{WORDS.colPoints}</th>
              {seats.map((p) => (
                <th key={p} scope="col" class="sk-num">
                  {nameOf(names, p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ledger.rows.length === 0 && (
              <tr>
                <td colSpan={columns}>{WORDS.noRounds}</td>
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
                    {/* Three players on a phone: the dealer column folds into this cell, to leave room for three totals. */}
                    <span class="sk-dealer-inline">{nameOf(names, row.dealer)}</span>
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
                  {seats.map((p) => (
                    <td key={p} class="sk-num" data-total={p}>
                      {row.totals[p]}
                    </td>
                  ))}
                </tr>,
                expanded ? (
                  <tr key={`${id}-d`} id={`${id}-details`} class="sk-details-row">
                    <td colSpan={columns}>
                      <RowDetails row={row} names={names} rules={game.rules} onEdit={onEdit} onDelete={onDelete} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
          <tfoot>
            <tr>
              {/* The result column (and with three players the dealer column) folds away on phones:
                  a cell spanning it would then span one column more than the rows above have, and
                  push the totals out of the table. */}
              <th scope="row">{WORDS.totalRow}</th>
              <td class="sk-dealer" />
              <td class="sk-col-result" />
              <td />
              {seats.map((p) => (
                <td key={p} class="sk-num" data-testid={`sk-total-${p}`}>
                  {ledger.totals[p]}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <div class="sk-standing" data-testid="sk-standing">
        {ledger.finished ? (
          <p class="sk-winner">
            <strong>
              {standingText(ledger, names)}
            </strong>
            {ledger.endedBy === 'target' && ` ${SHEET_SENTENCES.endedByTarget}`}
          </p>
        ) : (
          ledger.next && (
            <p>
              {fill(SHEET_SENTENCES.next, { round: ledger.next.round, month: monthText(ledger.next.month), dealer: nameOf(names, ledger.next.dealer) })}{' '}
              {ledger.left.rounds !== null && fill(SHEET_SENTENCES.roundsLeft, { rounds: countOf(ledger.left.rounds, ROUNDS) })}{' '}
              {ledger.left.points &&
                seats.map((p) => (
                  <span key={p}>{`${fill(SHEET_SENTENCES.pointsLeft, { name: nameOf(names, p), points: pointsText(ledger.left.points![p]) })} `}</span>
                ))}
            </p>
          )
        )}
      </div>
    </section>
  );
}
