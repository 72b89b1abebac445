/**
 * The round's moves so far, one sentence each, in a box the reader opens (loaded with the panels).
 * Its summary's "this round" is a part of its own: on the narrowest phones, where what the page
 * adds at the table's foot needs the row (pass-and-play's tools), it is kept for screen readers only.
 */
import type { Seats } from '../../words/format';
import type { TableModel } from './table-model';
import { playParts, playText } from './words';
import { describeEntry } from './log-words';

export function MoveLog({ log, seats }: { readonly log: TableModel['log']; readonly seats: Seats }) {
  if (log.length === 0) return null;
  return (
    <details class="move-log">
      <summary>{playParts('log.title', { count: log.length, when: <span class="move-log__when">{playText('log.when')}</span> })}</summary>
      <ol>
        {log.map((e, i) => (
          <li key={i}>{describeEntry(e, seats)}</li>
        ))}
      </ol>
    </details>
  );
}
