/**
 * One online room on screen: sitting down (or taking one's seat back with the token kept on
 * this device), the lobby while seats are free (the link to send, the code to read out), who
 * is at the table and who is away, whose turn it is, the game's table, the round's and the
 * game's end for every seat, and the rematch. Everything shown comes from this seat's view as
 * the server sent it (SeatView); every button sends a request the server checks.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import type { SeatView } from '../../server/rooms/room-model';
import type { Seat } from '../../engine/round/seats';
import { MAX_NAME_LENGTH } from '../../shared/player-name';
import { countOf, POINTS } from '../../words/plural';
import { $room, comeBack, dismissProblem, fillSeat, handToComputer, hasSeat, joinRoom, leaveRoom, roomStatusOf, type ProblemCode } from './room-client';
import { AI_LEVELS, type AiLevel } from '../../engine/ai/levels';
import { AI_LEVEL_WORDS } from '../../words/ai-levels';
import { lastName } from './seat-tokens';
import { ProblemNotice } from './ProblemNotice';
import { SeatTable } from '../table/SeatTable';
import { roomFeed } from './room-feed';
import { useLazy } from '../../shared/use-lazy';
// The table brings its own styles (SeatTable.tsx); the game page's and the set-up's (CreateRoom's
// rounds field) are every game page's.
import '../game-setup/game-page.css';
import { roomLink } from './room-link';
import { $reviewOpen, closeRoomReview } from './review-open';
import { friendsText, morePlayersText, namesText } from './words';
import { computerSeatName, computerText } from './computer-words';

/** The seat's creator: the room's first seat, who may fill free seats with a computer. */
const CREATOR_SEAT = 0;

function seatName(view: SeatView, seat: Seat): string {
  const s = view.seats[seat];
  if (s?.computer) return computerSeatName(s.computer);
  return s?.name ?? friendsText('seat.free');
}

/**
 * A computer level to choose and a button that asks the server to seat it: the creator's "Fill
 * with a computer" for a free seat, or the players' "Let the computer play for Ben" for a seat
 * long away. The server decides (and refuses with a code the page words).
 */
function ComputerChoice({ seat, label, action, onChoose }: { readonly seat: Seat; readonly label: string; readonly action: string; readonly onChoose: (level: AiLevel) => void }) {
  const [level, setLevel] = useState<AiLevel>('intermediate');
  const id = `friends-level-${action}-${seat}`;
  return (
    <span class="friends-seat__computer" role="group" aria-label={label}>
      <label for={id}>{computerText('computer.level')}</label>{' '}
      <select id={id} value={level} onChange={(e) => setLevel(e.currentTarget.value as AiLevel)} data-testid={`${action}-level-${seat}`}>
        {AI_LEVELS.map((l) => (
          <option key={l} value={l}>
            {AI_LEVEL_WORDS[l].label}
          </option>
        ))}
      </select>{' '}
      <button type="button" onClick={() => onChoose(level)} data-action={action} data-seat={seat}>
        {action === 'fill-seat' ? computerText('computer.fill') : label}
      </button>
    </span>
  );
}

function JoinForm({ roomId, busy }: { readonly roomId: string; readonly busy: boolean }) {
  const [name, setName] = useState(lastName());
  return (
    <form
      class="friends-join"
      aria-labelledby="friends-join-title"
      onSubmit={(e) => {
        e.preventDefault();
        void joinRoom(roomId, name);
      }}
    >
      <h2 id="friends-join-title">{friendsText('join.title.unknown')}</h2>
      <p>{friendsText('join.text')}</p>
      <label for="friends-join-name">{friendsText('create.name')}</label>
      <input
        id="friends-join-name"
        required
        maxLength={MAX_NAME_LENGTH}
        autocomplete="nickname"
        value={name}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      <button type="submit" class="big" disabled={busy} data-action="sit-down">
        {busy ? friendsText('join.busy') : friendsText('join.submit')}
      </button>
    </form>
  );
}

function Lobby({ view, roomId, code }: { readonly view: SeatView; readonly roomId: string; readonly code: string | null }) {
  const link = roomLink(location.origin, roomId);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const free = view.seats.filter((s) => s.name === null).length;
  const canShare = typeof navigator.share === 'function';
  return (
    <section class="friends-lobby" aria-labelledby="friends-lobby-title">
      <h2 id="friends-lobby-title">{friendsText('lobby.title')}</h2>
      <label for="friends-link">{friendsText('lobby.link')}</label>
      <div class="friends-lobby__link">
        <input id="friends-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="room-link" />
        <button
          type="button"
          data-action="copy-link"
          onClick={() => {
            navigator.clipboard?.writeText(link).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            ) ?? setCopied('failed');
          }}
        >
          {friendsText('lobby.copy')}
        </button>
        {canShare && (
          <button type="button" class="secondary" onClick={() => void navigator.share({ url: link }).catch(() => undefined)}>
            {friendsText('lobby.share')}
          </button>
        )}
      </div>
      <p role="status" class="friends-hint">
        {copied === 'yes' ? friendsText('lobby.copied') : copied === 'failed' ? friendsText('lobby.copy-failed') : ''}
      </p>
      {code && (
        <p class="friends-lobby__code">
          <span aria-hidden="true">{friendsText('lobby.code', { code: `${code.slice(0, 3)}-${code.slice(3)}` })}</span>
          <span class="visually-hidden" data-testid="room-code" data-code={code}>
            {friendsText('lobby.code.spelled', { spelled: [...code].join(', ') })}
          </span>
        </p>
      )}
      <p class="friends-lobby__waiting" data-testid="lobby-waiting">
        {friendsText('lobby.waiting', { count: morePlayersText(free) })}
      </p>
      {view.you === CREATOR_SEAT && free > 0 && <p class="friends-hint">{computerText('lobby.computer')}</p>}
    </section>
  );
}

function Seats({ view }: { readonly view: SeatView }) {
  const toMove = view.status === 'playing' ? view.view.toMove : null;
  return (
    <section class="friends-seats" aria-labelledby="friends-seats-title">
      <h2 id="friends-seats-title" class="visually-hidden">
        {friendsText('seats.title')}
      </h2>
      <ul>
        {view.seats.map((s, i) => (
          <li key={i} class={`friends-seat${s.present ? '' : ' friends-seat--away'}${toMove === i ? ' friends-seat--to-move' : ''}`} data-seat={i}>
            <span class="friends-seat__name">
              {s.name === null ? friendsText('seat.free') : s.computer ? computerSeatName(s.computer) : i === view.you ? friendsText('seat.you', { name: s.name }) : s.name}
            </span>
            {s.name !== null && (
              <span class="friends-seat__state" data-testid={`seat-state-${i}`}>
                {s.computer ? computerText('seat.computer.state') : s.present ? friendsText('seat.here') : `⚠ ${friendsText('seat.away')}`}
                {toMove === i && ` · ${friendsText('seat.to-move')}`}
                {s.ready && !s.computer && view.status !== 'playing' && view.status !== 'waiting' && ` · ${friendsText('seat.ready')}`}
              </span>
            )}
            {s.name === null && view.status === 'waiting' && view.you === CREATOR_SEAT && (
              <ComputerChoice seat={i as Seat} label={computerText('computer.fill.label', { seat: i + 1 })} action="fill-seat" onChoose={(level) => fillSeat(i as Seat, level)} />
            )}
            {s.mayHandOver && s.name !== null && (
              <>
                <span class="friends-hint">{computerText('computer.hand-over.text', { name: s.name })}</span>
                <ComputerChoice seat={i as Seat} label={computerText('computer.hand-over', { name: s.name })} action="hand-to-computer" onChoose={(level) => handToComputer(i as Seat, level)} />
              </>
            )}
            {view.status !== 'waiting' && <span class="friends-seat__points">{countOf(view.totals[i] ?? 0, POINTS)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TurnLine({ view, reconnecting }: { readonly view: SeatView; readonly reconnecting: boolean }) {
  let text = '';
  if (reconnecting) text = friendsText('turn.reconnecting');
  else if (view.status === 'playing') {
    const mover = view.view.toMove;
    if (mover === view.you) text = friendsText('turn.yours');
    else if (!view.seats[mover]?.present) text = friendsText('turn.away', { name: seatName(view, mover) });
    else text = friendsText('turn.waiting', { name: seatName(view, mover) });
  }
  return (
    <p class="friends-turn" aria-live="polite" data-testid="turn-line">
      {text}
    </p>
  );
}

function waitingFor(view: SeatView): string[] {
  return view.seats.flatMap((s, i) => (s.ready || i === view.you ? [] : [s.name ?? friendsText('seat.free')]));
}

/** After a round, who has asked for the next one (the table's own end panel has the button). */
function RoundOver({ view }: { readonly view: SeatView }) {
  if (!view.seats[view.you]!.ready) return null;
  return (
    <p class="friends-ready" role="status" data-testid="round-ready">
      {friendsText('round.ready', { names: namesText(waitingFor(view)) })}
    </p>
  );
}

/** The game's result, above the table (the table's end panel has the summary and the rematch). */
function GameOver({ view }: { readonly view: SeatView }) {
  const top = Math.max(...view.totals);
  const winner = view.winner;
  return (
    <p class="friends-result" role="status" data-testid="game-result">
      {winner === null
        ? friendsText('game.tie', { points: countOf(top, POINTS) })
        : winner === view.you
          ? friendsText('game.winner.you', { points: countOf(view.totals[winner]!, POINTS) })
          : friendsText('game.winner', { name: seatName(view, winner), points: countOf(view.totals[winner]!, POINTS) })}
    </p>
  );
}

// The seat's review (the coach, the review's views) loads when first asked for, after the game.
const loadReview = () => import('./RoomReview').then((m) => m.RoomReview);

/** What the room's door says before a name is asked: 'checking' until the server answers. */
type Door = 'checking' | 'waiting' | 'full' | 'none' | 'unknown';

export function RoomScreen({ roomId }: { readonly roomId: string }) {
  const room = useStore($room);
  const [asked, setAsked] = useState(false);
  const [door, setDoor] = useState<Door>('checking');
  const [feed] = useState(roomFeed);
  useEffect(() => feed.dispose, [feed]);
  useEffect(() => {
    // A seat this device already holds is taken back at once (a reload, a link opened again).
    if (room.roomId === roomId && room.connection !== 'idle') return;
    if (hasSeat(roomId)) {
      void comeBack(roomId);
      setAsked(true);
      return;
    }
    // Otherwise the room is asked about first: a full room or a dead link says so before any name is asked.
    setDoor('checking');
    let current = true;
    void roomStatusOf(roomId).then((status) => {
      if (!current) return;
      setDoor(status);
      setAsked(true);
    });
    return () => {
      current = false;
    };
  }, [roomId]);
  const view = room.roomId === roomId ? room.view : null;
  // A review belongs to one room's finished game: another room (or leaving) closes it.
  useEffect(() => closeRoomReview, [roomId]);
  const reviewOpen = useStore($reviewOpen);
  const reviewing = view !== null && view.status === 'finished' && view.finished !== null && reviewOpen === view.game;
  const ReviewView = useLazy(loadReview, reviewing);
  const problem = room.problem && <ProblemNotice problem={room.problem} onDismiss={dismissProblem} />;

  if (!view) {
    const coming = room.connection !== 'idle' && hasSeat(roomId);
    // A room that cannot seat this device: said instead of the name form, by the door or by a join's refusal.
    const refused = room.problem?.code === 'no-such-room' || room.problem?.code === 'room-full' ? room.problem.code : null;
    const closed: ProblemCode | null = door === 'none' ? 'no-such-room' : door === 'full' ? 'room-full' : refused;
    if (closed && !coming) {
      return (
        <div class="friends-room" data-testid="room-door" data-door={closed}>
          <ProblemNotice problem={{ code: closed, at: 0 }} />
          <p>
            <a href="/friends/" onClick={leaveRoom} data-action="new-room">
              {friendsText('new-room')}
            </a>
          </p>
        </div>
      );
    }
    return (
      <div class="friends-room">
        {problem}
        {coming || !asked ? (
          <p class="muted" role="status">
            {friendsText(coming || hasSeat(roomId) ? 'join.back' : 'join.checking')}
          </p>
        ) : (
          <JoinForm roomId={roomId} busy={room.connection === 'joining'} />
        )}
        <p>
          <a href="/friends/" onClick={leaveRoom}>
            {friendsText('new-room')}
          </a>
        </p>
      </div>
    );
  }

  return (
    <div class={`friends-room friends-room--${view.status}`} data-status={view.status} data-you={view.you} data-steps={view.steps}>
      {/* At the table, a refused move is said by the table itself, beside the hand (the feed's $error). */}
      {view.status === 'waiting' && problem}
      <Seats view={view} />
      <TurnLine view={view} reconnecting={room.connection === 'reconnecting'} />
      {view.status === 'round-over' && <RoundOver view={view} />}
      {view.status === 'finished' && <GameOver view={view} />}
      {view.status === 'waiting' ? (
        <Lobby view={view} roomId={roomId} code={room.code} />
      ) : (
        <div class="play friends-play">
          {reviewing ? (
            ReviewView ? <ReviewView view={view} /> : <p class="panel">{friendsText('review.loading')}</p>
          ) : (
            <SeatTable feed={feed} />
          )}
        </div>
      )}
      <p class="friends-room__leave">
        <a href="/friends/" onClick={leaveRoom} data-action="leave">
          {friendsText('leave')}
        </a>
      </p>
    </div>
  );
}
