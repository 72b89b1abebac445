/**
 * The sheet as CSV (RFC 4180: comma-separated, fields with commas, quotes or line breaks
 * quoted, CRLF line ends), one line per entered round, then the totals; a points and a total
 * column per player (two or three). Columns are words from
 * words.ts; numbers are plain (a minus sign, no thousands separator) so a spreadsheet reads them.
 */
import { seatCountOf, seatsOf, type Ledger, type PlayerIndex } from '../../engine/round';
import { CSV_HEADERS, END_WORDS, WORDS, fill, monthText, nameOf, yakuList } from './words';
import type { KeptGame } from './model';

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function sheetCsv(game: Pick<KeptGame, 'names' | 'entries'>, ledger: Ledger): string {
  const name = (p: PlayerIndex) => nameOf(game.names, p);
  const seats = seatsOf(seatCountOf(ledger.totals));
  const blank = seats.map(() => '');
  const lines: (string | number)[][] = [
    [
      CSV_HEADERS.round,
      CSV_HEADERS.month,
      CSV_HEADERS.dealer,
      CSV_HEADERS.result,
      CSV_HEADERS.winner,
      CSV_HEADERS.yaku,
      ...seats.map((p) => fill(CSV_HEADERS.points, { name: name(p) })),
      ...seats.map((p) => fill(CSV_HEADERS.total, { name: name(p) })),
    ],
  ];
  for (const row of ledger.rows) {
    const yaku = row.explanation ? yakuList(row.explanation.yaku.filter((y) => y.owner === 'self').map((y) => y.id)) : row.luckyHands.length > 0 ? yakuList(row.luckyHands) : '';
    lines.push([
      row.round,
      monthText(row.month),
      name(row.dealer),
      END_WORDS[row.end],
      row.winner === null ? WORDS.nobody : name(row.winner),
      yaku,
      ...seats.map((p) => row.points[p]),
      ...seats.map((p) => row.totals[p]),
    ]);
  }
  lines.push([WORDS.totalRow, '', '', '', ledger.winner === null ? '' : name(ledger.winner), '', ...blank, ...seats.map((p) => ledger.totals[p])]);
  return lines.map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
