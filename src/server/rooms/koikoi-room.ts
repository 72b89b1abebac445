/**
 * The Colyseus room: carries messages between clients and the room's model (room-model.ts),
 * which decides everything. No Colyseus state sync: each client is sent only its own seat's
 * view (`client.send('view', …)`), so no message holds another seat's hidden cards.
 *
 * Client → room: join options `{ name }` (take a free seat) or `{ token }` (take back one's
 * seat); create options `{ rules, name }` (a new room) or `{ resume: roomId, token }` (a room
 * rebuilt from its record after a restart); messages 'action' (a round action), 'next-round'
 * and 'rematch'. Room → client: 'seat' `{ roomId, seat, token?, code? }` to the seat's owner
 * (the token once, when the seat is first taken; the short code while seats are free);
 * 'view' (SeatView) after every change; 'refused' `{ code }`. A join is refused with an error
 * whose message is the refusal code.
 */
import { Room, ServerError, Protocol, matchMaker, type Client, type ClientPrivate, type Deferred } from '@colyseus/core';
import type { Seat } from '../../engine/round/seats';
import { RoomModel } from './room-model';
import type { RecordStore } from './record';
import { refusal, type Refusal, type RefusalCode } from './refusals';
import { TokenBucket, type BucketSettings, DEFAULT_BUCKET } from './rate-limit';
import { MAX_MESSAGE_BYTES, parseName } from './messages';
import { newRoomId, newSeed } from './tokens';
import { forgetCode, registerCode } from './short-codes';

/** The room type's name in the matchmaker. */
export const KOIKOI_ROOM = 'koikoi';

/** The error code of every refused join (its message is the refusal code). */
export const JOIN_REFUSED = 4403;

export interface RoomSettings {
  /** How long a seat whose connection dropped is held for the server's own reconnection. */
  readonly reconnectSeconds: number;
  readonly bucket: BucketSettings;
  /** Where new games' seeds come from: 32 random bits by default; tests give fixed seeds to replay games. */
  readonly seed: () => number;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = { reconnectSeconds: 60, bucket: DEFAULT_BUCKET, seed: newSeed };

/** What the server gives every room of the type (not from clients: the matchmaker lays it over their options). */
export interface RoomDefinition {
  readonly store: RecordStore;
  readonly settings: RoomSettings;
}

interface SeatData {
  seat?: Seat;
  bucket: TokenBucket;
}

/** Rooms being rebuilt in this process, so that two returning clients rebuild one room once. */
const restoring = new Set<string>();

function refuseJoin(code: RefusalCode): never {
  throw new ServerError(JOIN_REFUSED, code);
}

export class KoikoiRoom extends Room {
  private model!: RoomModel;
  private store!: RecordStore;
  private settings!: RoomSettings;
  private saving: Promise<void> = Promise.resolve();
  /** The server's reconnection waits, by seat, cancelled when the seat's token comes back first. */
  private readonly waiting = new Map<Seat, Deferred<Client>>();
  /** The short code that finds this room while a seat is free (short-codes.ts), or null. */
  private code: string | null = null;

  override async onCreate(options: Record<string, unknown> & RoomDefinition): Promise<void> {
    this.store = options.store;
    this.settings = options.settings;
    const resume = options['resume'];
    if (resume !== undefined) {
      if (typeof resume !== 'string' || resume.length > 64) refuseJoin('no-such-room');
      if (restoring.has(resume) || matchMaker.getLocalRoomById(resume) || (await matchMaker.getRoomById(resume))) refuseJoin('room-live');
      restoring.add(resume);
      try {
        const record = await this.store.load(resume);
        const rebuilt = record ? RoomModel.restore(record) : null;
        if (!rebuilt?.ok) refuseJoin('no-such-room');
        this.model = rebuilt.value;
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
      const made = RoomModel.create({ id: newRoomId(), rules: options['rules'], seed: this.settings.seed() });
      if (!made.ok) refuseJoin(made.error.code);
      this.model = made.value;
      this.code = await registerCode(this.presence, made.value.id);
    }
    // The id is the link's secret (128 random bits, tokens.ts), not Colyseus's short nanoid.
    this.roomId = this.model.id;
    // Seats are counted by the model, which refuses a fourth visitor with 'room-full'; the
    // matchmaker's own limit only bounds connections (a seat's old connection may still be held
    // for reconnection while its token comes back).
    this.maxClients = this.model.players * 2;
    // Private: never listed nor matched by a join without the id.
    await this.setPrivate(true);
    this.onMessage('action', (client, payload: unknown) => this.handle(client, (seat) => this.model.act(seat, payload)));
    this.onMessage('next-round', (client) => this.handle(client, (seat) => this.model.ready(seat)));
    this.onMessage('rematch', (client) => this.handle(client, (seat) => this.model.rematch(seat, this.settings.seed())));
    this.onMessage('*', (client) => this.refuse(client, refusal('unknown-type')));
  }

  /** The model of this room (the server's tests read the state from it; never sent). */
  get roomModel(): RoomModel {
    return this.model;
  }

  override onJoin(client: Client, options: Record<string, unknown> = {}): void {
    const data: SeatData = { bucket: new TokenBucket(this.settings.bucket) };
    let seat: Seat;
    if (options['token'] !== undefined) {
      const reclaimed = this.model.reclaim(options['token']);
      if (!reclaimed.ok) refuseJoin(reclaimed.error.code);
      seat = reclaimed.value;
      // The seat's old connection is no longer waited for: this one holds the seat.
      this.waiting.get(seat)?.reject(false);
      this.waiting.delete(seat);
      client.send('seat', { roomId: this.roomId, seat, ...this.codeWhileWaiting() });
    } else {
      const sat = this.model.sit(options['name']);
      if (!sat.ok) refuseJoin(sat.error.code);
      seat = sat.value.seat;
      // The last free seat taken: the code finds nothing any more.
      if (this.model.full) this.dropCode();
      client.send('seat', { roomId: this.roomId, seat, token: sat.value.token, ...this.codeWhileWaiting() });
    }
    data.seat = seat;
    client.userData = data;
    this.persistThenSend();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const seat = (client.userData as SeatData | undefined)?.seat;
    if (seat === undefined) return;
    this.model.leave(seat);
    this.sendViews();
    if (consented) return;
    try {
      const wait = this.allowReconnection(client, this.settings.reconnectSeconds);
      this.waiting.set(seat, wait);
      const back = await wait;
      this.waiting.delete(seat);
      this.model.returned(seat);
      back.userData = client.userData;
      this.sendViews();
    } catch {
      // Not back in time (or back through the seat token, which took the seat already): the seat
      // stays theirs through the token.
    }
  }

  override onDispose(): Promise<void> {
    this.dropCode();
    return this.saving;
  }

  private codeWhileWaiting(): { code?: string } {
    return this.code !== null && !this.model.full ? { code: this.code } : {};
  }

  private dropCode(): void {
    if (this.code === null) return;
    void forgetCode(this.presence, this.code).catch(() => undefined);
    this.code = null;
  }

  /** Size and rate are checked on the raw message, before it is even decoded. */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    const code = buffer[0];
    if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) {
      const data = client.userData as SeatData | undefined;
      if (data && !data.bucket.take()) return this.refuse(client, refusal('rate-limited'));
      if (buffer.byteLength > MAX_MESSAGE_BYTES) return this.refuse(client, refusal('too-large'));
    }
    super._onMessage(client, buffer);
  }

  private handle(client: Client, step: (seat: Seat) => { ok: true } | { ok: false; error: Refusal }): void {
    const seat = (client.userData as SeatData | undefined)?.seat;
    if (seat === undefined) return this.refuse(client, refusal('not-seated'));
    const done = step(seat);
    if (!done.ok) return this.refuse(client, done.error);
    this.persistThenSend();
  }

  private refuse(client: Client, why: Refusal): void {
    client.send('refused', why);
  }

  /** Every seated client gets its own seat's view, and only it. */
  private sendViews(): void {
    for (const client of this.clients) {
      const seat = (client.userData as SeatData | undefined)?.seat;
      if (seat !== undefined) client.send('view', this.model.viewFor(seat));
    }
  }

  /**
   * Saves the record after each change, one save after another (a later save never lands first),
   * and only then sends the views of that change: a move a player has seen is a move the record
   * holds, so a restart right after it resumes with it. The views are taken now, so a save still
   * waiting never lets a later, unsaved move through. Each save writes the whole record, so a save
   * that fails is made good by the next one.
   */
  private persistThenSend(): void {
    const record = this.model.record();
    const views = this.clients.flatMap((client) => {
      const seat = (client.userData as SeatData | undefined)?.seat;
      return seat === undefined ? [] : [{ client, view: this.model.viewFor(seat) }];
    });
    this.saving = this.saving
      .then(() => this.store.save(record))
      .catch(() => undefined)
      .then(() => {
        for (const { client, view } of views) if (this.clients.includes(client)) client.send('view', view);
      });
  }
}
