/**
 * The Colyseus room: carries messages between clients and the room's model (room-model.ts),
 * which decides everything. No Colyseus state sync: each client is sent only its own seat's
 * view (`client.send('view', …)`), so no message holds another seat's hidden cards.
 *
 * Client → room: join options `{ name }` (take a free seat) or `{ token }` (take back one's
 * seat); create options `{ rules, name }` (a new room) or `{ resume: roomId, token }` (a room
 * rebuilt from its record after a restart); messages 'action' (a round action), 'next-round',
 * 'rematch', 'fill-seat' `{ seat, level }` (the creator seats the server's computer while seats
 * are free) and 'hand-to-computer' `{ seat, level }` (a player present hands the seat of a
 * person long away to it). The server plays a computer's seat from that seat's view only
 * (computer-seat.ts), through the model's `act`, at table pace. Room → client: 'seat' `{ roomId, seat, token?, code? }` to the seat's owner
 * (the token once, when the seat is first taken; the short code while seats are free);
 * 'view' (SeatView) after every change; 'refused' `{ code }`. A join is refused with an error
 * whose message is the refusal code.
 */
import { Room, ServerError, matchMaker, type AuthContext, type Client, type Deferred } from '@colyseus/core';
import type { Seat } from '../../engine/round/seats';
import { HAND_OVER_AWAY_MS, RoomModel, type RoomCheckpoint, type SeatView } from './room-model';
import type { RecordStore } from './record';
import { refusal, type Refusal, type RefusalCode } from './refusals';
import { type BucketSettings, DEFAULT_BUCKET } from './rate-limit';
import { parseName } from './messages';
import { CLOSE_TOO_MANY_REFUSALS } from './refusals';
import { ClientGuard, DEFAULT_STRIKES, MAX_BUFFERED_BYTES, drop, tooFarBehind, watchFrames } from './client-guard';
import { peerAddress, type Admission, type AddressLimits } from './limits';
import type { RoomListingMetadata } from './room-status';
import { newDealSecret, newRoomId } from './tokens';
import { forgetCode, registerCode } from './short-codes';
import { logRoomEvent } from './log';
import { countEvent, registerRoom, unregisterRoom } from './health';
import { COMPUTER_DELAY_MS, computerAction, type ComputerMove } from './computer-seat';
import { computerPool } from './computer-pool';

/** The room type's name in the matchmaker. */
export const KOIKOI_ROOM = 'koikoi';

/** The error code of every refused join (its message is the refusal code). */
export const JOIN_REFUSED = 4403;

export interface RoomSettings {
  /** How long a seat whose connection dropped is held for the server's own reconnection. */
  readonly reconnectSeconds: number;
  /** Each client's messages ('rate-limited' past it). */
  readonly bucket: BucketSettings;
  /** Each client's protocol refusals tolerated before it is disconnected (client-guard.ts). */
  readonly strikes: BucketSettings;
  /** Unsent bytes queued for one client before it is dropped as too slow a reader. */
  readonly maxBufferedBytes: number;
  /** Where new games' deal secrets come from: 256 random bits by default; tests give fixed ones to replay games. */
  readonly secret: () => string;
  /** How long a computer seat waits before each move (table pace; tests set it low). */
  readonly computerDelayMs: number;
  /** How a computer seat chooses (the level's AI; tests may watch what it is given). */
  readonly computerMove: ComputerMove;
  /** How long a person must have been away before the players present may hand their seat to the computer. */
  readonly handOverAwayMs: number;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  reconnectSeconds: 60,
  bucket: DEFAULT_BUCKET,
  strikes: DEFAULT_STRIKES,
  maxBufferedBytes: MAX_BUFFERED_BYTES,
  secret: newDealSecret,
  computerDelayMs: COMPUTER_DELAY_MS,
  computerMove: computerPool.choose,
  handOverAwayMs: HAND_OVER_AWAY_MS,
};

/** How long a computer waits to move again after its move could not be saved. */
const COMPUTER_RETRY_MS = 3000;

/** The close code of a client dropped for reading too slowly: the page takes its seat back as after any lost connection. */
export const CLOSE_TOO_SLOW = 4408;

/** What the server gives every room of the type (not from clients: the matchmaker lays it over their options). */
export interface RoomDefinition {
  readonly store: RecordStore;
  readonly settings: RoomSettings;
  /** The per-address limits shared by every room of the process (limits.ts). */
  readonly limits: AddressLimits;
}

interface SeatData {
  seat?: Seat;
  guard: ClientGuard;
  /** The last view sent (JSON): an unchanged view is not sent again, so a step hidden from this seat sends it nothing. */
  shown?: string;
}

/** Rooms being rebuilt in this process, so that two returning clients rebuild one room once. */
const restoring = new Set<string>();

function refuseJoin(code: RefusalCode, room?: string): never {
  logRoomEvent('join-refused', { room: room ?? null, code });
  throw new ServerError(JOIN_REFUSED, code);
}

export class KoikoiRoom extends Room {
  private model!: RoomModel;
  private store!: RecordStore;
  private settings!: RoomSettings;
  private saving: Promise<unknown> = Promise.resolve();
  /** Where the model stood at its last save: a failed save rolls back to it. */
  private saved!: RoomCheckpoint;
  /** One more after each failed save: changes queued behind it were undone with it and are not saved. */
  private epoch = 0;
  private saveFailing = false;
  /** The server's reconnection waits, by seat, cancelled when the seat's token comes back first. */
  private readonly waiting = new Map<Seat, Deferred<Client>>();
  /** The short code that finds this room while a seat is free (short-codes.ts), or null. */
  private code: string | null = null;
  private limits!: AddressLimits;
  /** Whether this room counts among the process's live rooms (made, not refused). */
  private counted = false;
  /** The computer's next move, waiting at table pace (cleared when the room is disposed). */
  private computerTimer: ReturnType<typeof setTimeout> | null = null;
  /** A computer seat's move is being worked out (in the worker): no other is scheduled meanwhile. */
  private computerThinking = false;
  /** Views to send once an away seat may be handed to the computer (cleared when the room is disposed). */
  private readonly awayTimers = new Set<ReturnType<typeof setTimeout>>();
  private disposed = false;

  override async onCreate(options: Record<string, unknown> & RoomDefinition): Promise<void> {
    this.store = options.store;
    this.settings = options.settings;
    this.limits = options.limits;
    // A seat reserved through the matchmaker and never connected is let go soon (limits.ts).
    this.setSeatReservationTime(this.limits.settings.reservationSeconds);
    const resume = options['resume'];
    if (resume !== undefined) {
      if (typeof resume !== 'string' || resume.length > 64) refuseJoin('no-such-room');
      if (restoring.has(resume) || matchMaker.getLocalRoomById(resume) || (await matchMaker.getRoomById(resume))) refuseJoin('room-live');
      restoring.add(resume);
      try {
        let stored: unknown;
        try {
          stored = await this.store.load(resume);
        } catch (error) {
          countEvent('loadFailures');
          logRoomEvent('load-failed', { room: resume, error });
          refuseJoin('store-unavailable', resume);
        }
        if (stored === null || stored === undefined) refuseJoin('no-such-room', resume);
        const rebuilt = RoomModel.restore(stored, this.settings.secret);
        if (!rebuilt.ok) refuseJoin(rebuilt.error.code, resume);
        this.model = rebuilt.value;
        countEvent('roomsRestored');
        logRoomEvent('room-restored', { room: resume, seated: this.model.seated, players: this.model.players });
        // Codes live with the live room: a room rebuilt while seats are free gets a new one.
        if (!this.model.full) this.code = await registerCode(this.presence, resume);
      } finally {
        restoring.delete(resume);
      }
    } else {
      // The creator's name is checked here too, so that a refused creator leaves no room behind
      // (the record is first saved when a seat is taken).
      const name = parseName(options['name']);
      if (!name.ok) refuseJoin(name.error.code);
      const made = RoomModel.create({ id: newRoomId(), rules: options['rules'], secrets: this.settings.secret });
      if (!made.ok) refuseJoin(made.error.code);
      this.model = made.value;
      countEvent('roomsCreated');
      logRoomEvent('room-created', { room: made.value.id, players: made.value.players });
      this.code = await registerCode(this.presence, made.value.id);
    }
    // The id is the link's secret (128 random bits, tokens.ts), not Colyseus's short nanoid.
    this.roomId = this.model.id;
    this.model.handOverAwayMs = this.settings.handOverAwayMs;
    // Seats away since the restart may be handed to the computer after the wait: the views then say so.
    if (this.model.seated > 0) this.viewsAfterAwayWait();
    this.saved = this.model.checkpoint();
    registerRoom(this.roomId, () => ({ seated: this.model.seated, present: this.model.present, saveFailing: this.saveFailing }));
    // Seats are counted by the model, which refuses a fourth visitor with 'room-full'; the
    // matchmaker's own limit only bounds connections (a seat's old connection may still be held
    // for reconnection while its token comes back).
    this.maxClients = this.model.players * 2;
    // Private: never listed nor matched by a join without the id.
    await this.setPrivate(true);
    await this.setMetadata({ full: this.model.full } satisfies RoomListingMetadata);
    this.onMessage('action', (client, payload: unknown) => this.handle(client, (seat) => this.model.act(seat, payload)));
    this.onMessage('next-round', (client) => this.handle(client, (seat) => this.model.ready(seat)));
    this.onMessage('rematch', (client) => this.handle(client, (seat) => this.model.rematch(seat)));
    this.onMessage('fill-seat', (client, payload: unknown) =>
      this.handle(
        client,
        (seat) => this.model.fillSeat(seat, payload),
        () => {
          const { seat, level } = payload as { seat: Seat; level: string };
          logRoomEvent('computer-seated', { room: this.roomId, seat, level, full: this.model.full });
          this.seatsChanged();
        },
      ),
    );
    this.onMessage('hand-to-computer', (client, payload: unknown) =>
      this.handle(
        client,
        (seat) => {
          const done = this.model.handToComputer(seat, payload);
          // The person's old connection is no longer waited for: the computer holds the seat.
          if (done.ok) this.letGo((payload as { seat: Seat }).seat);
          return done;
        },
        () => {
          const { seat, level } = payload as { seat: Seat; level: string };
          logRoomEvent('computer-handed-over', { room: this.roomId, seat, level });
        },
      ),
    );
    this.onMessage('*', (client) => this.handle(client, () => ({ ok: false, error: refusal('unknown-type') })));
    this.limits.roomOpened();
    this.counted = true;
    // A room rebuilt where a computer is to move goes on.
    this.scheduleComputer();
  }

  /** The model of this room (the server's tests read the state from it; never sent). */
  get roomModel(): RoomModel {
    return this.model;
  }

  override async onJoin(client: Client, options: Record<string, unknown> = {}, auth?: Admission): Promise<void> {
    // The reservation connected: it no longer counts against its address.
    if (auth) this.limits.connected(auth.address);
    const data: SeatData = { guard: new ClientGuard(this.settings) };
    let seat: Seat;
    if (options['token'] !== undefined) {
      const reclaimed = this.model.reclaim(options['token']);
      if (!reclaimed.ok) refuseJoin(reclaimed.error.code);
      seat = reclaimed.value;
      // The seat's old connection is no longer waited for: this one holds the seat.
      this.letGo(seat);
      logRoomEvent('seat-back', { room: this.roomId, seat });
      client.send('seat', { roomId: this.roomId, seat, ...this.codeWhileWaiting() });
      data.seat = seat;
      client.userData = data;
      watchFrames(client, data.guard);
      // Only the expiry moves: a failed save of it costs nothing the players could see.
      void this.persistThenSend();
      return;
    }
    const sat = this.model.sit(options['name']);
    if (!sat.ok) refuseJoin(sat.error.code, this.roomId);
    seat = sat.value.seat;
    // A seat is given only once its record holds it (a link that a crash would forget is no seat).
    // The others' views are taken now; this client's seat is set before waiting, so that leaving
    // while the save is under way marks the seat away.
    const saved = this.persistThenSend();
    data.seat = seat;
    client.userData = data;
    watchFrames(client, data.guard);
    if (!(await saved)) refuseJoin('not-saved', this.roomId);
    logRoomEvent('seat-taken', { room: this.roomId, seat, full: this.model.full });
    this.seatsChanged();
    client.send('seat', { roomId: this.roomId, seat, token: sat.value.token, ...this.codeWhileWaiting() });
    this.show(client, this.model.viewFor(seat));
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const seat = (client.userData as SeatData | undefined)?.seat;
    if (seat === undefined) return;
    this.model.leave(seat);
    this.viewsAfterAwayWait();
    logRoomEvent('seat-left', { room: this.roomId, seat, consented });
    this.sendViews();
    if (consented) return;
    try {
      const wait = this.allowReconnection(client, this.settings.reconnectSeconds);
      this.waiting.set(seat, wait);
      const back = await wait;
      this.waiting.delete(seat);
      this.model.returned(seat);
      // A new connection has been shown nothing yet; its frames are watched like the old one's.
      back.userData = { ...(client.userData as SeatData), shown: undefined };
      watchFrames(back, (client.userData as SeatData).guard);
      this.sendViews();
    } catch {
      // Not back in time (or back through the seat token, which took the seat already): the seat
      // stays theirs through the token.
    }
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    if (this.computerTimer !== null) clearTimeout(this.computerTimer);
    this.computerTimer = null;
    for (const timer of this.awayTimers) clearTimeout(timer);
    this.awayTimers.clear();
    this.dropCode();
    unregisterRoom(this.roomId);
    if (this.counted) this.limits.roomClosed();
    this.counted = false;
    await this.saving;
  }

  /** Once a seat away now may be handed to the computer, every player is sent the view that says so. */
  private viewsAfterAwayWait(): void {
    if (this.disposed) return;
    const timer = setTimeout(() => {
      this.awayTimers.delete(timer);
      if (!this.disposed) this.sendViews();
    }, this.settings.handOverAwayMs + 20);
    this.awayTimers.add(timer);
  }

  /** A seat's old connection is no longer waited for (its token, or the computer, holds the seat). */
  private letGo(seat: Seat): void {
    this.waiting.get(seat)?.reject(false);
    this.waiting.delete(seat);
  }

  /** After a seat is taken (by a person or a computer): once the last is, the code finds nothing any more, and the room says it is full. */
  private seatsChanged(): void {
    if (!this.model.full || this.code === null) return;
    this.dropCode();
    this.setMetadata({ full: true } satisfies RoomListingMetadata).catch((error: unknown) => logRoomEvent('metadata-failed', { room: this.roomId, error }));
  }

  /**
   * When a computer seat is to move, its move is made after the table's pace: chosen from that
   * seat's own view only (RoomModel.computerTurn), then taken through `act` like a client's.
   * One move at a time: the next is scheduled once this one's views are sent.
   */
  private scheduleComputer(delayMs = this.settings.computerDelayMs): void {
    if (this.disposed || this.computerTimer !== null || this.computerThinking || this.model.computerTurn() === null) return;
    this.computerTimer = setTimeout(() => {
      this.computerTimer = null;
      if (this.disposed) return;
      const turn = this.model.computerTurn();
      if (turn === null) return;
      this.computerThinking = true;
      void computerAction(turn, this.settings.computerMove).then((payload) => {
        this.computerThinking = false;
        if (this.disposed) return;
        // The room may have moved on while the computer thought (a restart of the round, a rollback
        // after a failed save): a move worked out for another moment is not played.
        const now = this.model.computerTurn();
        if (now === null || now.seat !== turn.seat || now.steps !== turn.steps) {
          this.scheduleComputer();
          return;
        }
        const done = this.model.act(turn.seat, payload);
        if (!done.ok) {
          logRoomEvent('refused', { room: this.roomId, seat: turn.seat, code: done.error.code, computer: true });
          return;
        }
        void this.persistThenSend();
      });
    }, delayMs);
  }

  private codeWhileWaiting(): { code?: string } {
    return this.code !== null && !this.model.full ? { code: this.code } : {};
  }

  private dropCode(): void {
    if (this.code === null) return;
    const code = this.code;
    forgetCode(this.presence, code).catch((error: unknown) => logRoomEvent('code-forget-failed', { room: this.roomId, error }));
    this.code = null;
  }

  private handle(client: Client, step: (seat: Seat) => { ok: true } | { ok: false; error: Refusal }, then?: () => void): void {
    const data = client.userData as SeatData | undefined;
    if (data?.guard.dropped) return;
    // Weighed and counted before Colyseus decoded it (client-guard.ts).
    const verdict = data?.guard.takeVerdict();
    if (verdict) return this.refuse(client, verdict);
    // A seat handed to the computer is no client's any more.
    if (data?.seat === undefined || this.model.isComputer(data.seat)) return this.refuse(client, refusal('not-seated'));
    const done = step(data.seat);
    if (!done.ok) return this.refuse(client, done.error);
    void this.persistThenSend().then((saved) => {
      if (saved) then?.();
    });
  }

  /** Tells the client why not; one refusal too many of the kinds no page earns disconnects it. */
  private refuse(client: Client, why: Refusal): void {
    const data = client.userData as SeatData | undefined;
    logRoomEvent('refused', { room: this.roomId, seat: data?.seat ?? null, code: why.code });
    if (data && !data.guard.strike(why.code)) return this.dropClient(client, data, CLOSE_TOO_MANY_REFUSALS, 'too-many-refusals');
    this.sendTo(client, 'refused', why);
  }

  /** Sends to one client, unless it has fallen too far behind reading (then it is dropped instead). */
  private sendTo(client: Client, type: string, payload: unknown): void {
    const data = client.userData as SeatData | undefined;
    if (data?.guard.dropped) return;
    if (data && tooFarBehind(client, data.guard)) return this.dropClient(client, data, CLOSE_TOO_SLOW, 'too-slow');
    client.send(type, payload);
  }

  private dropClient(client: Client, data: SeatData, closeCode: number, why: 'too-many-refusals' | 'too-slow'): void {
    drop(client, data.guard, closeCode);
    logRoomEvent('client-dropped', { room: this.roomId, why, seat: data.seat ?? null, address: (client.auth as Admission | undefined)?.address ?? null });
  }

  /** Sends a seat's view, unless it is the very view the client was last sent. */
  private show(client: Client, view: SeatView): void {
    const data = client.userData as SeatData | undefined;
    const text = JSON.stringify(view);
    if (data) {
      if (data.shown === text) return;
      data.shown = text;
    }
    this.sendTo(client, 'view', view);
  }

  /** Every seated client gets its own seat's view, and only it. */
  private sendViews(): void {
    for (const client of this.clients) {
      const seat = (client.userData as SeatData | undefined)?.seat;
      if (seat !== undefined) this.show(client, this.model.viewFor(seat));
    }
  }

  /**
   * Saves the record after each change, one save after another (a later save never lands first),
   * and only then sends the views of that change: a move a player has seen is a move the record
   * holds, so a restart right after it resumes with it. The views are taken now, so a save still
   * waiting never lets a later, unsaved move through. Resolves true once saved.
   *
   * A save that fails (or times out: the stores' command timeout) is logged, the model goes back
   * to its last saved step (changes queued behind the failed one go with it), and every player is
   * told 'not-saved' and sent the view as it stands; the next change saves the whole record
   * again, so the room goes on as soon as the store is back.
   */
  private persistThenSend(): Promise<boolean> {
    const record = this.model.record();
    const checkpoint = this.model.checkpoint();
    const epoch = this.epoch;
    const views = this.clients.flatMap((client) => {
      const seat = (client.userData as SeatData | undefined)?.seat;
      return seat === undefined ? [] : [{ client, view: this.model.viewFor(seat) }];
    });
    const done = this.saving.then(async () => {
      // An earlier change failed to save: this one was undone with it.
      if (epoch !== this.epoch) return false;
      try {
        await this.store.save(record);
      } catch (error) {
        this.epoch += 1;
        this.saveFailing = true;
        countEvent('saveFailures');
        logRoomEvent('save-failed', { room: this.roomId, steps: record.steps.length, error });
        this.model.rollback(this.saved);
        for (const client of this.clients) this.refuse(client, refusal('not-saved'));
        this.sendViews();
        // A computer whose move was undone plays again, after a while (not every beat while the store is down).
        this.scheduleComputer(Math.max(this.settings.computerDelayMs, COMPUTER_RETRY_MS));
        return false;
      }
      if (this.saveFailing) logRoomEvent('save-recovered', { room: this.roomId });
      this.saveFailing = false;
      this.saved = checkpoint;
      for (const { client, view } of views) if (this.clients.includes(client)) this.show(client, view);
      this.scheduleComputer();
      return true;
    });
    this.saving = done;
    return done;
  }
}

/**
 * The room type as a server defines it: KoikoiRoom behind that server's per-address limits,
 * which Colyseus's matchmaker checks through the static `onAuth` with the HTTP request before
 * a room is made or a seat reserved. Its answer reaches `onJoin` as `auth`.
 */
export function koikoiRoomType(limits: AddressLimits): typeof KoikoiRoom {
  return class LimitedKoikoiRoom extends KoikoiRoom {
    static override async onAuth(_token: string, options: Record<string, unknown> | undefined, context: AuthContext): Promise<Admission> {
      const address = peerAddress(context.req);
      // A new room counts; a room rebuilt from its record after a restart (`resume`) does not:
      // every seat of every room comes back at once then, often through one address.
      const creating = /\/matchmake\/(create|joinOrCreate)\//.test(context.req?.url ?? '') && options?.['resume'] === undefined;
      const refused = limits.admit(address, creating);
      if (refused) {
        logRoomEvent('matchmaking-refused', { code: refused, address });
        refuseJoin(refused);
      }
      return { address };
    }
  };
}
