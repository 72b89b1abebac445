/**
 * The room's table, drawn from this seat's view alone (its PlayerView and legal actions, as
 * the server sent them): the field, the others' hand counts and captures, this seat's hand
 * and captures, and a button for each legal action. Actions are sent to the server, never
 * applied here.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { RoundAction } from '../../engine/round/types';
import type { SeatView } from '../../server/rooms/room-model';
import { CardImage } from '../../shared/CardImage';
import { cardLabel, shortName } from '../../words/card-names';
import { countOf, CARDS } from '../../words/plural';
import { sendAction } from './room-client';
import { tableText } from './words';

function actionLabel(action: RoundAction): string {
  switch (action.type) {
    case 'play':
      if (action.lay) return tableText('lay', { card: shortName(action.card) });
      return action.take ? tableText('play.take', { card: shortName(action.card), take: shortName(action.take) }) : tableText('play', { card: shortName(action.card) });
    case 'drawTake':
      return tableText('draw.take', { take: shortName(action.take) });
    case 'call':
      return tableText(action.call === 'koikoi' ? 'call.koikoi' : 'call.shobu');
    case 'luckyHand':
      return tableText(action.choice === 'redeal' ? 'lucky.redeal' : 'lucky.play');
  }
}

function Cards({ cards, label }: { readonly cards: readonly CardId[]; readonly label: string }) {
  return (
    <ul class="friends-cards" aria-label={label}>
      {cards.map((c) => (
        <li key={c}>
          <CardImage card={c} size="small" />
        </li>
      ))}
    </ul>
  );
}

export function RoomTable({ view }: { readonly view: SeatView }) {
  const v = view.view;
  const [pending, setPending] = useState<CardId | null>(null);
  const legal = view.legal;
  const plays = legal.filter((a): a is Extract<RoundAction, { type: 'play' }> => a.type === 'play');
  const others = legal.filter((a) => a.type !== 'play');
  const choices = pending ? plays.filter((a) => a.card === pending) : [];
  const send = (a: RoundAction) => {
    setPending(null);
    sendAction(a);
  };
  return (
    <section class="friends-table" aria-label={tableText('title')} data-steps={view.steps}>
      <div class="friends-table__others">
        {view.seats.map((s, i) =>
          i === view.you ? null : (
            <p key={i} data-testid={`other-${i}`}>
              {tableText('other', { name: s.name ?? '', hand: countOf(v.handCounts[i] ?? 0, CARDS), captured: countOf(v.captured[i]?.length ?? 0, CARDS) })}
            </p>
          ),
        )}
      </div>
      <Cards cards={v.field} label={tableText('field')} />
      <p class="friends-hint">{tableText('pile', { count: countOf(v.pileCount, CARDS) })}</p>
      <h3 class="friends-table__heading">{tableText('hand')}</h3>
      <ul class="friends-cards friends-hand" aria-label={tableText('hand')}>
        {v.hand.map((c) => {
          const mine = plays.filter((a) => a.card === c);
          return (
            <li key={c}>
              <button
                type="button"
                class="friends-card-button"
                disabled={mine.length === 0}
                aria-pressed={pending === c}
                data-card={c}
                onClick={() => (mine.length === 1 ? send(mine[0]!) : setPending(c))}
              >
                <CardImage card={c} size="small" decorative />
                <span class="visually-hidden">{cardLabel(c)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {(choices.length > 0 || others.length > 0) && (
        <div class="friends-actions" role="group" aria-label={tableText('choose')}>
          {[...choices, ...others].map((a, i) => (
            <button type="button" key={i} onClick={() => send(a)} data-legal={a.type}>
              {actionLabel(a)}
            </button>
          ))}
        </div>
      )}
      <Cards cards={v.captured[view.you] ?? []} label={tableText('captured')} />
    </section>
  );
}
