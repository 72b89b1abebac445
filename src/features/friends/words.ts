/**
 * Words of the friends page: its interface strings (keyed, whole sentences with named
 * parameters, filled by `friendsText`) and the room server's refusal codes in words. The
 * codes come from the server (src/server/rooms/refusals.ts); the record below must word every
 * one, so a new code cannot reach a player as a bare id.
 */
import type { ProblemCode } from './room-client';
import { fill, listOf, type TemplateParams } from '../../words/format';
import { countOf, type PluralForms } from '../../words/plural';
import { MAX_NAME_LENGTH } from '../../shared/player-name';

export const FRIENDS_WORDS = {
  'loading': 'Looking for the room server…',
  'ways.title': 'Two ways to play',
  'device.title': 'On this device',
  'device.text': 'Pass one phone or laptop around the table. Each hand stays hidden until its player takes the device.',
  'device.link': 'Play on this device',
  'online.title': 'Online, by link',
  'online.text': 'Make a room, send the link (or read out the code), and each friend plays on their own device.',
  'no-server.title': 'Online rooms need the room server',
  'no-server.text':
    'This copy of the site is served without its room server, so rooms cannot be made or joined here. Run the site with `npm start`, which serves the pages and the rooms on one port, or run the room server on a Node host (the README’s “Deploying” section says how).',
  'no-server.offer': 'You can still play on one device, passing it around the table.',
  'create.title': 'Make a room',
  'create.rules': 'Rules',
  'create.rules.yours': 'Your rules: {title}',
  'create.rules.preset': 'A preset as published:',
  'create.preset': 'Preset',
  'create.players': 'Players',
  'create.players.value': '{count} players',
  'create.name': 'Your name',
  'create.name.hint': 'Shown to the other players (up to {max} characters).',
  'create.submit': 'Make the room',
  'create.busy': 'Making the room…',
  'code.title': 'Have a code?',
  'code.label': 'Room code',
  'code.hint': 'Six letters and digits, as your friend read them out.',
  'code.submit': 'Find the room',
  'join.title': 'Sit down at {host}’s table',
  'join.title.unknown': 'Sit down at this table',
  'join.text': 'Give the name the others will see.',
  'join.submit': 'Sit down',
  'join.busy': 'Taking a seat…',
  'join.back': 'Taking your seat back…',
  'join.checking': 'Looking for this room…',
  'lobby.title': 'Invite your friends',
  'lobby.link': 'Send this link',
  'lobby.link.label': 'Link to this room',
  'lobby.copy': 'Copy the link',
  'lobby.copied': 'Link copied.',
  'lobby.copy-failed': 'Could not copy: select the link and copy it yourself.',
  'lobby.share': 'Share…',
  'lobby.code': 'Or read out this code: {code}',
  'lobby.code.spelled': 'Room code, spelled out: {spelled}',
  'lobby.waiting': 'Waiting for {count} to sit down.',
  'seats.title': 'At the table',
  'seat.free': 'Free seat',
  'seat.you': '{name} (you)',
  'seat.away': 'away',
  'seat.here': 'here',
  'seat.ready': 'ready',
  'seat.to-move': 'to move',
  'seat.points': '{points}',
  'turn.yours': 'Your turn.',
  'turn.waiting': 'Waiting for {name}.',
  'turn.away': '{name} is away: the game waits for them to come back.',
  'turn.reconnecting': 'Connection lost: taking your seat back…',
  'round.ready': 'Ready: waiting for {names}.',
  'game.winner': '{name} wins with {points}.',
  'game.winner.you': 'You win with {points}.',
  'game.tie': 'A tie at {points}.',
  'game.rematch': 'Rematch',
  'game.rematch.waiting': 'You asked for a rematch: waiting for {names}.',
  'game.rematch.asked': '{names} would like a rematch.',
  'review.open': 'Review your decisions',
  'review.title': 'Your decisions, reviewed',
  'review.loading': 'Loading your review…',
  'review.failed': 'This game could not be dealt again on this device for its review. Reload the page to try once more.',
  'review.back': 'Back to the room',
  'problem.dismiss': 'Dismiss',
  'problem.retry': 'Try again',
  'leave': 'Leave the room',
  'new-room': 'Make another room',
} as const;

export type FriendsWordId = keyof typeof FRIENDS_WORDS;

export function friendsText(id: FriendsWordId, params: TemplateParams = {}): string {
  return fill(FRIENDS_WORDS[id], params);
}

const MORE_PLAYERS: PluralForms = { one: 'more player', other: 'more players' };

/** "1 more player", "2 more players". */
export function morePlayersText(count: number): string {
  return countOf(count, MORE_PLAYERS);
}

export function namesText(names: readonly string[]): string {
  return listOf(names);
}

/** Each refusal of the server, and the page's own problems, in words. */
export const PROBLEM_WORDS: { readonly [C in ProblemCode]: string } = {
  'malformed': 'The room could not read that request. Reload the page if this keeps happening.',
  'too-large': 'That request was too large for the room.',
  'unknown-type': 'The room does not know that request. Reload the page to get the latest version.',
  'not-your-turn': 'It is not your turn yet.',
  'illegal-action': 'That move is not allowed now.',
  'room-full': 'This room is full: every seat is taken.',
  'bad-token': 'This device holds no seat in this room. Ask for the link again, or sit down if a seat is free.',
  'token-in-use': 'Your seat is open in another window or device.',
  'rate-limited': 'Too many requests at once: wait a moment and try again.',
  'bad-rules': 'The room could not be made with these rules.',
  'bad-name': `Give a name the others can see, of 1 to ${MAX_NAME_LENGTH} characters, without characters that reverse the text around it.`,
  'no-such-room': 'No room has this link: it may have expired (a room nobody plays in for 24 hours is closed) or the link is incomplete.',
  'room-live': 'The room is open again: try once more.',
  'waiting-for-players': 'The game starts once every seat is taken.',
  'not-seated': 'You are not seated in this room.',
  'round-in-progress': 'The round is still being played.',
  'game-over': 'The game is over.',
  'game-in-progress': 'A rematch can be asked for once the game is over.',
  'no-such-code': 'No room is waiting with this code. Check it with your friend: a code works only until every seat is taken.',
  'record-outdated': 'This room was saved by another version of the room server, which this one cannot continue. Make a new room.',
  'record-unreadable': 'This room’s saved game cannot be read, so it cannot be continued. Make a new room.',
  'not-saved': 'That move could not be saved, so it was undone. Try it again in a moment.',
  'store-unavailable': 'The room server cannot read its saved games just now. Try again in a moment.',
  'too-many-refusals': 'The room closed this connection: it kept sending requests the room had refused. Reload the page to take your seat back.',
  'too-many-rooms': 'Too many rooms were made from your address lately: wait a minute, or use a room already made.',
  'server-busy': 'The room server is full for now: try again in a few minutes.',
  'too-many-joins': 'Too many seats are being taken from your address at once: wait a few seconds and try again.',
  'not-creator': 'Only the player who made the room can seat a computer.',
  'seat-taken': 'That seat is taken already.',
  'unknown-level': 'The room server does not know that computer level. Reload the page to get the latest version.',
  'game-started': 'The game has started: a computer can be seated only while seats are free.',
  'seat-not-away': 'That player is here, or has not been away long enough to hand their seat to the computer.',
  'bad-link': 'This link does not name a room: it may have been cut short or changed when it was copied. Ask for the link again, or make a room below.',
  'no-server': 'The room server does not answer. Check your connection, or try again in a moment.',
  'lost': 'The connection to the room was lost. Reload the page to take your seat back.',
};

