/**
 * The sheet as CSV (RFC 4180: comma-separated, fields with commas, quotes or line breaks
 * quoted, CRLF line ends), one line per entered round, then the totals. Columns are words from
 * words.ts; numbers are plain (a minus sign, no thousands separator) so a spreadsheet reads them.
 */
import type { Ledger, PlayerIndex } from '../../engine/round';
import { CSV_HEADERS, END_WORDS, WORDS, fill, monthText, nameOf, yakuList } from './words';
import type { KeptGame } from './model';

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function sheetCsv(game: Pick<KeptGame, 'names' | 'entries'>, ledger: Ledger): string {
  const name = (p: PlayerIndex) => nameOf(game.names, p);
  const lines: (string | number)[][] = [
    [
      CSV_HEADERS.round,
      CSV_HEADERS.month,
      CSV_HEADERS.dealer,
      CSV_HEADERS.result,
      CSV_HEADERS.winner,
      CSV_HEADERS.yaku,
      fill(CSV_HEADERS.points, { name: name(0) }),
      fill(CSV_HEADERS.points, { name: name(1) }),
      fill(CSV_HEADERS.total, { name: name(0) }),
      fill(CSV_HEADERS.total, { name: name(1) }),
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
      row.points[0],
      row.points[1],
      row.totals[0],
      row.totals[1],
    ]);
  }
  lines.push([WORDS.totalRow, '', '', '', ledger.winner === null ? '' : name(ledger.winner), '', '', '', ledger.totals[0], ledger.totals[1]]);
  return lines.map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
