/** The round's moves so far, one sentence each, in a box the reader opens (loaded with the panels). */
import type { Seats } from '../../words/format';
import type { TableModel } from './table-model';
import { playText } from './words';
import { describeEntry } from './log-words';

export function MoveLog({ log, seats }: { readonly log: TableModel['log']; readonly seats: Seats }) {
  if (log.length === 0) return null;
  return (
    <details class="move-log">
      <summary>{playText('log.title', { count: log.length })}</summary>
      <ol>
        {log.map((e, i) => (
          <li key={i}>{describeEntry(e, seats)}</li>
        ))}
      </ol>
    </details>
  );
}
