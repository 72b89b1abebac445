/**
 * The "Play a friend" island: the two ways (this device, which is the pass-and-play page, and
 * online), the room's making and finding, and the room itself once the address names one
 * (`/friends/#room=ID`: the id stays in the fragment, never sent to a server in a request
 * line or a referrer). Whether a room server answers is asked first: a static host without
 * one gets the message of how to run it, and pass-and-play.
 */
import { useEffect, useState } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { useRuleSet } from '../rules-choice/use-reader-rules';
import { $room, createRoom, findByCode, roomsAvailable, type ProblemCode } from './room-client';
import { lastName } from './seat-tokens';
import { CreateRoom } from './CreateRoom';
import type { ComponentType } from 'preact';
import { ProblemNotice } from './ProblemNotice';
import { readRoomLink, roomPath } from './room-link';
import { friendsText } from './words';
import './friends.css';

const PASS_AND_PLAY = '/friends/pass/';

// The room (with the shared table) loads once the address names one: the page's first script
// is the two ways and the room's making. colyseus.js loads later still, with the first join.
// Not through useLazy (src/shared/use-lazy.ts): the page mounts once, and that module would be a
// chunk of its own in this page's first script (+0.3 KB gzip, over the friends budget).
type RoomView = ComponentType<{ readonly roomId: string }>;
function useRoomScreen(wanted: boolean): RoomView | null {
  const [view, setView] = useState<RoomView | null>(null);
  useEffect(() => {
    if (wanted && !view) void import('./RoomScreen').then((m) => setView(() => m.RoomScreen));
  }, [wanted, view]);
  return view;
}

/** The room the address names, and whether it names one that cannot be (a link cut short). */
function useRoomLinkFromAddress(): { readonly roomId: string | null; readonly malformed: boolean } {
  const [link, setLink] = useState<ReturnType<typeof readRoomLink>>('none');
  useEffect(() => {
    const read = () => setLink(readRoomLink(location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return typeof link === 'object' ? { roomId: link.roomId, malformed: false } : { roomId: null, malformed: link === 'malformed' };
}

function DeviceWay() {
  return (
    <section class="friends-way" aria-labelledby="friends-device-title">
      <h3 id="friends-device-title">{friendsText('device.title')}</h3>
      <p>{friendsText('device.text')}</p>
      <a class="button" href={PASS_AND_PLAY} data-action="pass-and-play">
        {friendsText('device.link')}
      </a>
    </section>
  );
}

function NoServer() {
  const [before, code, after] = friendsText('no-server.text').split('`');
  return (
    <div class="notice notice--warn friends-no-server" role="status" data-testid="no-server">
      <div>
        <p>
          <strong>{friendsText('no-server.title')}</strong>
        </p>
        <p>
          {before}
          <code>{code}</code>
          {after}
        </p>
        <p>
          {friendsText('no-server.offer')} <a href={PASS_AND_PLAY}>{friendsText('device.link')}</a>
        </p>
      </div>
    </div>
  );
}

function CodeForm({ onFound }: { readonly onFound: (roomId: string) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: ProblemCode; at: number } | null>(null);
  return (
    <form
      class="friends-code"
      aria-labelledby="friends-code-title"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void findByCode(code).then((found) => {
          setBusy(false);
          if ('roomId' in found) onFound(found.roomId);
          else setProblem({ code: found.problem, at: Date.now() });
        });
      }}
    >
      <h3 id="friends-code-title">{friendsText('code.title')}</h3>
      <label for="friends-code">{friendsText('code.label')}</label>
      <input
        id="friends-code"
        autocomplete="off"
        autocapitalize="characters"
        spellcheck={false}
        maxLength={12}
        required
        value={code}
        onInput={(e) => setCode(e.currentTarget.value)}
        aria-describedby="friends-code-hint"
      />
      <span id="friends-code-hint" class="friends-hint">
        {friendsText('code.hint')}
      </span>
      {problem && <ProblemNotice problem={problem} onDismiss={() => setProblem(null)} />}
      <button type="submit" disabled={busy} data-action="find-code">
        {friendsText('code.submit')}
      </button>
    </form>
  );
}

function OnlineWay() {
  const rules = useRuleSet();
  const room = useStore($room);
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    void roomsAvailable().then(setAvailable);
  }, []);
  const busy = room.connection === 'joining';
  return (
    <section class="friends-way friends-way--online" aria-labelledby="friends-online-title">
      <h3 id="friends-online-title">{friendsText('online.title')}</h3>
      <p>{friendsText('online.text')}</p>
      {available === null && <p class="muted">{friendsText('loading')}</p>}
      {available === false && <NoServer />}
      {available && (
        <div class="friends-online">
          {room.problem && room.roomId === null && <ProblemNotice problem={room.problem} />}
          <CreateRoom
            rules={rules}
            name={lastName()}
            busy={busy}
            onCreate={(code, name) => {
              void createRoom(code, name).then((made) => {
                const id = $room.get().roomId;
                if (made && id) location.hash = roomPath(id);
              });
            }}
          />
          <CodeForm onFound={(id) => (location.hash = roomPath(id))} />
        </div>
      )}
    </section>
  );
}

export default function FriendsPage() {
  const { roomId, malformed } = useRoomLinkFromAddress();
  const RoomScreen = useRoomScreen(roomId !== null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready || (roomId && !RoomScreen)) return <p class="muted friends-loading">{friendsText('loading')}</p>;
  if (roomId && RoomScreen) return <RoomScreen roomId={roomId} />;
  return (
    <div class="friends">
      {/* A link that cannot name a room says so first, before the ways to play (not a silent make-a-room page). */}
      {malformed && <ProblemNotice problem={{ code: 'bad-link', at: 0 }} />}
      <h2 class="visually-hidden">{friendsText('ways.title')}</h2>
      <div class="friends-ways">
        <DeviceWay />
        <OnlineWay />
      </div>
    </div>
  );
}
